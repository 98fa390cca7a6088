import { decode } from 'html-entities';
import { describe, expect, it } from 'vitest';

import { parseMarkdown } from '@/lib/content/markdown-parse';
import { routesOf } from '@/lib/content/validate';
import { caseStudyPath, landingPath, servicePath } from '@/lib/routes';
import { BODY_TEXT_MAX_CHARS, buildSearchRecords, trimBodyText } from '@/lib/search/server/records';
import { SEARCH_TAGS } from '@/lib/search/types';

import { siteContent } from '../fixtures/site-content';

describe('buildSearchRecords', () => {
  const content = siteContent();
  const records = buildSearchRecords(content);

  it('has one record per page worth finding, each kind present, linking to real routes', () => {
    const routes = new Set(routesOf(content));
    for (const tag of SEARCH_TAGS)
      expect(
        records.some((r) => r.tag === tag),
        tag,
      ).toBe(true);
    for (const record of records) expect(routes.has(record.slug), record.slug).toBe(true);
    const { pages, services, caseStudies, posts, categories, landings } = content;
    const expected = [pages, services, caseStudies, posts, categories, landings].flat().length;
    expect(records).toHaveLength(expected);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('names services and case studies the way visitors do', () => {
    const [service] = content.services;
    const seo = records.find((r) => r.slug === servicePath(service!.slug));
    expect(seo).toMatchObject({ title: service!.title, tag: 'Service' });
    expect(seo?.names).toContain(service!.shortTitle);
    const [study] = content.caseStudies;
    expect(records.find((r) => r.slug === caseStudyPath(study!.slug))).toMatchObject({
      title: study!.client,
      tag: 'Case study',
    });
  });

  it('keeps HTML entities in the title and matches on decoded text', () => {
    const [first, ...rest] = content.services;
    if (!first) throw new Error('no services');
    const withEntities = {
      ...first,
      title: 'Tips &amp; Tricks &lt;b&gt;',
      intro: parseMarkdown('R&amp;D teams').doc,
    };
    const [record] = buildSearchRecords({ ...content, services: [withEntities, ...rest] });
    expect(record?.title).toBe('Tips &amp; Tricks &lt;b&gt;');
    expect(decode(record?.title)).toBe('Tips & Tricks <b>');
    expect(record?.names[0]).toBe('Tips & Tricks <b>');
    expect(record?.body).toContain('R&D teams');
  });

  it('trims body text at a word boundary', () => {
    for (const record of records) expect(record.body.length).toBeLessThanOrEqual(BODY_TEXT_MAX_CHARS);
    expect(trimBodyText('alpha beta gamma', 12)).toBe('alpha beta');
    expect(trimBodyText('  short   text ', 50)).toBe('short text');
  });

  it('shows pages and landings by their display title (the h1), not the SEO title', () => {
    for (const page of content.pages)
      expect(records.find((r) => r.slug === page.path)?.title).toBe(page.heading);
    for (const landing of content.landings)
      expect(records.find((r) => r.slug === landingPath(landing))?.title).toBe(landing.heading);
    for (const record of records) expect(record.title).not.toMatch(/\| Byer Company$/);
  });

  it('still finds a page by its SEO title, without the site name', () => {
    const suffixed = content.landings.find((l) => l.title.endsWith(' | Byer Company'))!;
    const found = records.find((r) => r.slug === landingPath(suffixed));
    expect(found?.names).toContain(suffixed.title.replace(' | Byer Company', ''));
    expect(found?.names.some((name) => name.includes('Byer Company'))).toBe(false);
  });
});
