import { describe, expect, it } from 'vitest';

import { chooseQuote, headlineResult } from '@/lib/content/proof';
import type { CaseStudy, ClientLogo, Quote, Result } from '@/lib/content/schema';
import { checkContent, type ContentEntry, formatIssue } from '@/lib/content/validate';
import { emptyContentSource } from '@/tests/fixtures/content-source';

import { fixtureLogos, fixtureQuote, fixtureResults } from '../fixtures/proof';
import { siteSource } from '../fixtures/site-content';

const study = (slug: string, quote?: Quote): Pick<CaseStudy, 'slug' | 'client' | 'quote'> => ({
  slug,
  client: `Client of ${slug}`,
  ...(quote && { quote }),
});

describe('the headline figure of a piece of work', () => {
  it('is the first result, unless one is marked headline: true', () => {
    expect(headlineResult(fixtureResults)).toBe(fixtureResults[0]);
    const marked: Result[] = [fixtureResults[0]!, { ...fixtureResults[1]!, headline: true }];
    expect(headlineResult(marked)).toBe(marked[1]);
  });

  it('is none without results', () => {
    expect(headlineResult(undefined)).toBeUndefined();
    expect(headlineResult([])).toBeUndefined();
  });
});

describe('the quote home and a service page show', () => {
  const second = { ...fixtureQuote, name: 'Second Person' };

  it('is the first case study quoted, in their order, unless one is marked featured', () => {
    const studies = [study('a'), study('b', fixtureQuote), study('c', second)];
    expect(chooseQuote(studies)?.slug).toBe('b');
    const featured = [study('a'), study('b', fixtureQuote), study('c', { ...second, featured: true })];
    expect(chooseQuote(featured)).toMatchObject({ slug: 'c', quote: { name: 'Second Person' } });
  });

  it('is none when no case study has a quote', () => {
    expect(chooseQuote([study('a'), study('b')])).toBeUndefined();
  });

  it("comes with the company's logo when one by that name was supplied", () => {
    const logo: ClientLogo = { ...fixtureLogos[0]!, name: fixtureQuote.company!.toUpperCase() };
    expect(chooseQuote([study('a', fixtureQuote)], [fixtureLogos[1]!, logo])?.logo).toBe(logo);
    expect(chooseQuote([study('a', fixtureQuote)], [fixtureLogos[1]!])?.logo).toBeNull();
    // Without a company, the quote speaks for the case study's client.
    const unnamed = { ...fixtureQuote, company: undefined };
    const clientLogo = { ...fixtureLogos[0]!, name: 'Client of a' };
    expect(chooseQuote([study('a', unnamed)], [clientLogo])?.logo).toBe(clientLogo);
  });
});

describe('the content check on headline and featured', () => {
  const studies = siteSource().caseStudies;
  const withProof = (entry: ContentEntry, fields: object): ContentEntry => ({
    ...entry,
    data: { ...(entry.data as object), ...fields },
  });
  const check = (caseStudies: ContentEntry[]) =>
    checkContent({ ...emptyContentSource(), ...siteSource(), caseStudies }).issues.map(formatIssue);

  it('refuses two results marked headline in one case study', () => {
    const results = fixtureResults.map((result) => ({ ...result, headline: true }));
    const [first, ...rest] = studies;
    // A refused case study also fails the services that name it: only its own line matters here.
    expect(check([withProof(first!, { results }), ...rest]).filter((m) => m.startsWith(first!.file))).toEqual(
      [
        `${first!.file}: field "results" must mark at most one result with headline: true (the figure on the card and hero)`,
      ],
    );
    const one = fixtureResults.map((result, i) => ({ ...result, headline: i === 1 }));
    expect(check([withProof(first!, { results: one }), ...rest])).toEqual([]);
  });

  it('refuses a second featured quote, naming the file of the first', () => {
    expect(studies.length).toBeGreaterThanOrEqual(2);
    const [first, second, ...rest] = studies;
    const quote = { ...fixtureQuote, featured: true };
    expect(check([withProof(first!, { quote }), withProof(second!, { quote }), ...rest])).toEqual([
      `${second!.file}: field "quote.featured" is also set in ${first!.file}: home shows one quote, so mark only one featured: true`,
    ]);
    expect(
      check([withProof(first!, { quote }), withProof(second!, { quote: fixtureQuote }), ...rest]),
    ).toEqual([]);
  });
});
