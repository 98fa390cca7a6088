import { describe, expect, it } from 'vitest';

import { filterStudies, filterValues, groupByLabel } from '@/lib/content/work-filters';
import { filterPath } from '@/lib/routes';
import { slugify } from '@/lib/text/slugify';

import { siteContent } from '../fixtures/site-content';

const studies = [
  { slug: 'a', industry: 'Firmware & platform security', services: ['seo', 'web-design'] },
  { slug: 'b', industry: 'Agriculture', services: ['seo'] },
  { slug: 'c', industry: 'Agriculture', services: ['branding'] },
];
const titles = { seo: 'Search Engine Optimization', 'web-design': 'Web Design', branding: 'Branding' };

describe('case-study filters', () => {
  it('slugs free-text industry names', () => {
    expect(slugify('Firmware & platform security')).toBe('firmware-and-platform-security');
    expect(slugify('  IoT, supply chain ')).toBe('iot-supply-chain');
  });

  it('lists each value once with its count, most common first, labelled by title', () => {
    expect(filterValues(studies, 'service', titles)).toEqual([
      { facet: 'service', value: 'seo', label: 'Search Engine Optimization', count: 2 },
      { facet: 'service', value: 'branding', label: 'Branding', count: 1 },
      { facet: 'service', value: 'web-design', label: 'Web Design', count: 1 },
    ]);
    expect(filterValues(studies, 'industry', titles).map((v) => [v.value, v.count])).toEqual([
      ['agriculture', 2],
      ['firmware-and-platform-security', 1],
    ]);
  });

  it('keeps only the studies with the value', () => {
    expect(filterStudies(studies, 'service', 'seo').map((s) => s.slug)).toEqual(['a', 'b']);
    expect(filterStudies(studies, 'industry', 'agriculture').map((s) => s.slug)).toEqual(['b', 'c']);
    expect(filterStudies(studies, 'service', 'none')).toEqual([]);
  });

  it('gives every value of the content at least one study and a path of its own', () => {
    const { caseStudies: all, services } = siteContent();
    const serviceTitles = Object.fromEntries(services.map((s) => [s.slug, s.title]));
    for (const facet of ['service', 'industry'] as const)
      for (const value of filterValues(all, facet, serviceTitles)) {
        expect(filterStudies(all, facet, value.value)).toHaveLength(value.count);
        expect(filterPath(facet, value.value)).toBe(`/work/case-studies/${facet}/${value.value}`);
      }
  });
});

describe('portfolio groups', () => {
  it('groups by label with an anchor id each, largest first, keeping item order', () => {
    const items = [
      { slug: 'a', discipline: 'SEO' },
      { slug: 'b', discipline: 'Web design' },
      { slug: 'c', discipline: 'Web design' },
    ];
    expect(groupByLabel(items, (i) => i.discipline)).toEqual([
      { name: 'Web design', id: 'web-design', items: [items[1], items[2]] },
      { name: 'SEO', id: 'seo', items: [items[0]] },
    ]);
  });
});
