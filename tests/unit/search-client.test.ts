import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';

import { parseMarkdown } from '@/lib/content/markdown-parse';
import { caseStudyPath, servicePath } from '@/lib/routes';
import { hasMinimumQuery, SEARCH_MIN_QUERY } from '@/lib/search/behaviour';
import {
  clampFacetHits,
  createEmbeddedClient,
  FACET_HITS_DEFAULT,
  FACET_HITS_MAX,
  FACET_HITS_MIN,
  loadEmbeddedIndex,
} from '@/lib/search/browser/embedded-client';
import { createLazySearchClient } from '@/lib/search/browser/site-client';
import { chooseSearchEngine, DEFAULT_ALGOLIA_INDEX_NAME } from '@/lib/search/engine';
import { indexOptions, SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import type { FacetValuesResult, HitsResult } from '@/lib/search/protocol';
import type { SearchableContent } from '@/lib/search/server/records';
import { buildSearchRecords } from '@/lib/search/server/records';
import type { SearchHit } from '@/lib/search/types';

import { siteContent } from '../fixtures/site-content';

/** The index as the browser gets it: built, serialized to JSON and loaded back. */
function embeddedClient(content: SearchableContent) {
  const built = new MiniSearch(indexOptions);
  built.addAll(buildSearchRecords(content));
  return createEmbeddedClient(loadEmbeddedIndex(JSON.parse(JSON.stringify(built))));
}

const content = siteContent();
const records = buildSearchRecords(content);
const client = embeddedClient(content);
const [seo] = content.services;
const [study] = content.caseStudies;
const indexName = DEFAULT_ALGOLIA_INDEX_NAME;

async function hitsFor(query: string, params: Record<string, unknown> = {}) {
  const { results } = await client.search([{ indexName, params: { query, ...params } }]);
  return results[0] as HitsResult<SearchHit>;
}

describe('embedded search client', () => {
  it('answers in the shape InstantSearch reads', async () => {
    const result = await hitsFor('seo', { hitsPerPage: 3, page: 0 });
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 3,
      query: 'seo',
      index: indexName,
      exhaustiveNbHits: true,
    });
    expect(result.params).toBe('query=seo&hitsPerPage=3&page=0');
    expect(result.hits.length).toBeLessThanOrEqual(3);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 3));
    expect(typeof result.processingTimeMS).toBe('number');
    for (const hit of result.hits)
      expect(Object.keys(hit).sort()).toEqual(['objectID', 'slug', 'tag', 'title']);
  });

  it('pages through hits without repeating any', async () => {
    // A word every description holds, so there are pages to go through.
    const all = await hitsFor('description', { hitsPerPage: 100 });
    expect(all.nbHits).toBeGreaterThan(4);
    const second = await hitsFor('description', { hitsPerPage: 2, page: 1 });
    expect(second.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
  });

  it('ranks the SEO service first for "seo", forgives a typo, finds a client name', async () => {
    const seoPath = servicePath(seo!.slug);
    expect(seo!.shortTitle).toBe('SEO');
    expect((await hitsFor('seo')).hits[0]?.slug).toBe(seoPath);
    expect((await hitsFor('SEO')).hits[0]?.slug).toBe(seoPath);
    expect((await hitsFor('serch engine')).hits[0]?.slug).toBe(seoPath);
    expect((await hitsFor(study!.client)).hits[0]?.slug).toBe(caseStudyPath(study!.slug));
    // As-you-type: an unfinished last word matches.
    expect((await hitsFor('search engine optim')).hits.map((h) => h.slug)).toContain(seoPath);
  });

  it('keeps the SEO service first when local pages and topics say "SEO" in their titles and copy', async () => {
    const seoHeavy = 'SEO for local businesses: our SEO team does SEO audits and SEO content.';
    const rival = embeddedClient({
      ...content,
      landings: content.landings.map((l) => ({
        ...l,
        title: `SEO Agency in ${l.locality}`,
        lead: parseMarkdown(seoHeavy).doc,
      })),
      categories: content.categories.map((c) => ({
        ...c,
        name: `SEO ${c.name}`,
        description: `${seoHeavy} ${c.description}`,
      })),
      posts: content.posts.map((p) => ({
        ...p,
        title: `SEO tips ${p.title}`,
        body: parseMarkdown(seoHeavy).doc,
      })),
    });
    const { results } = await rival.search([{ indexName, params: { query: 'seo' } }]);
    expect((results[0] as HitsResult<SearchHit>).hits[0]?.slug).toBe(servicePath(seo!.slug));
  });

  it('finds nothing for nonsense, and everything for an empty query (as Algolia does)', async () => {
    expect((await hitsFor('qqxzvj')).nbHits).toBe(0);
    expect((await hitsFor('', { hitsPerPage: 1000 })).nbHits).toBe(records.length);
  });

  it('counts facets when asked', async () => {
    const result = await hitsFor('', { facets: ['tag'] });
    expect(result.facets?.tag?.Service).toBe(records.filter((r) => r.tag === 'Service').length);
  });
});

describe('facet value search', () => {
  it('clamps maxFacetHits to 1..100, 10 by default', () => {
    expect(clampFacetHits(undefined)).toBe(FACET_HITS_DEFAULT);
    expect(clampFacetHits('abc')).toBe(FACET_HITS_DEFAULT);
    expect(clampFacetHits(0)).toBe(FACET_HITS_MIN);
    expect(clampFacetHits(-5)).toBe(FACET_HITS_MIN);
    expect(clampFacetHits(1000)).toBe(FACET_HITS_MAX);
    expect(clampFacetHits(7.9)).toBe(7);
    expect(clampFacetHits('25')).toBe(25);
  });

  it('returns matching values with counts, limited by the clamped maxFacetHits', async () => {
    const [all] = await client.searchForFacetValues([
      { indexName, params: { facetName: 'tag', facetQuery: '' } },
    ]);
    expect(all?.facetHits.length).toBeGreaterThan(1);
    const [one] = await client.searchForFacetValues([
      { indexName, params: { facetName: 'tag', facetQuery: '', maxFacetHits: 0 } },
    ]);
    expect(one?.facetHits).toHaveLength(1);
    expect(one?.facetHits[0]).toEqual(all?.facetHits[0]);
    const { results } = await client.search([
      { indexName, type: 'facet', facet: 'tag', params: { facetQuery: 'serv' } },
    ]);
    expect((results[0] as FacetValuesResult).facetHits).toEqual([
      {
        value: 'Service',
        highlighted: 'Service',
        count: records.filter((r) => r.tag === 'Service').length,
      },
    ]);
  });
});

describe('lazy site client', () => {
  it('answers short queries itself and loads the engine once for real ones', async () => {
    const load = vi.fn(async () => client);
    const lazy = createLazySearchClient(load);
    const short = 'x'.repeat(SEARCH_MIN_QUERY - 1);
    expect(hasMinimumQuery(short)).toBe(false);
    const { results } = await lazy.search([{ indexName, params: { query: short, hitsPerPage: 8 } }]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, query: short, hitsPerPage: 8, index: indexName });
    expect(load).not.toHaveBeenCalled();

    await lazy.search([{ indexName, params: { query: 'seo' } }]);
    await lazy.search([{ indexName, params: { query: 'web design' } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(client);
    const lazy = createLazySearchClient(load);
    await expect(lazy.search([{ indexName, params: { query: 'seo' } }])).rejects.toThrow('offline');
    await expect(lazy.search([{ indexName, params: { query: 'seo' } }])).resolves.toHaveProperty('results');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chooseSearchEngine', () => {
  it('uses the embedded index without keys', () => {
    expect(chooseSearchEngine({})).toEqual({
      kind: 'embedded',
      indexName: 'byer_web',
      indexUrl: SEARCH_INDEX_PATH,
      bodyUrl: SEARCH_BODY_PATH,
    });
    expect(chooseSearchEngine({ algoliaAppId: 'APP' }).kind).toBe('embedded');
    expect(chooseSearchEngine({ algoliaAppId: 'APP', algoliaSearchKey: '  ' }).kind).toBe('embedded');
  });

  it('uses Algolia index byer_web with app id and search key, or the named index', () => {
    expect(chooseSearchEngine({ algoliaAppId: 'APP', algoliaSearchKey: 'KEY' })).toEqual({
      kind: 'hosted',
      indexName: 'byer_web',
      appId: 'APP',
      searchKey: 'KEY',
    });
    expect(
      chooseSearchEngine({ algoliaAppId: 'APP', algoliaSearchKey: 'KEY', algoliaIndexName: 'staging' })
        .indexName,
    ).toBe('staging');
  });
});
