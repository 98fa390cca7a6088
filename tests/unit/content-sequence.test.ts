import { describe, expect, it } from 'vitest';

import { caseStudySchema } from '@/lib/content/schema';
import { nextAfter } from '@/lib/content/sequence';

import { siteContent, siteSource } from '../fixtures/site-content';

describe('next entry', () => {
  const items = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];

  it('is the following entry, wrapping from the last to the first', () => {
    expect(nextAfter(items, 'a')?.slug).toBe('b');
    expect(nextAfter(items, 'c')?.slug).toBe('a');
  });

  it('is nothing for an unknown slug or a list of one', () => {
    expect(nextAfter(items, 'z')).toBeUndefined();
    expect(nextAfter([{ slug: 'a' }], 'a')).toBeUndefined();
  });

  it('links every case study to a different one', () => {
    const studies = siteContent().caseStudies;
    expect(studies.length).toBeGreaterThan(1);
    for (const study of studies) expect(nextAfter(studies, study.slug)?.slug).not.toBe(study.slug);
  });
});

describe('case study results and year', () => {
  // The schema reads a file's raw data (front matter and body text), as the loader found it.
  const study = siteSource().caseStudies[0]!.data as Record<string, unknown>;

  it('are optional: content without them is valid', () => {
    const rest: Record<string, unknown> = { ...study };
    delete rest.results;
    delete rest.year;
    expect(caseStudySchema.safeParse(rest).success).toBe(true);
  });

  it('refuses an empty results list and a year that is not one', () => {
    expect(caseStudySchema.safeParse({ ...study, results: [] }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...study, year: 20 }).success).toBe(false);
    const result = { figure: '2×', measures: 'demo requests', period: 'first year', source: 'CRM report' };
    expect(caseStudySchema.safeParse({ ...study, results: [result] }).success).toBe(true);
    // A figure nobody can check is refused.
    const unsourced = { ...result, source: undefined };
    expect(caseStudySchema.safeParse({ ...study, results: [unsourced] }).success).toBe(false);
  });
});
