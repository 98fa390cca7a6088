/**
 * The embedded engine: the index built at build time, searched in the browser by
 * MiniSearch and answered in the shape InstantSearch expects from Algolia.
 */
import MiniSearch, { type AsPlainObject, type SearchResult as Match } from 'minisearch';

import { INDEX_CHUNK_SIZE, indexOptions } from '../index-options';
import {
  DEFAULT_HITS_PER_PAGE,
  emptyHitsResult,
  type FacetValuesResult,
  type HitsResult,
  type SearchParams,
  type SearchRequest,
  type SiteSearchClient,
} from '../protocol';
import type { SearchHit, SearchRecord } from '../types';

/** Facet value searches return 1 to 100 values, 10 unless asked, as the hosted engine does. */
export const FACET_HITS_MIN = 1;
export const FACET_HITS_MAX = 100;
export const FACET_HITS_DEFAULT = 10;

/** Record fields that can be counted as facets: short labels stored with each hit. */
const FACETABLE_FIELDS: readonly string[] = ['tag'];

export function clampFacetHits(requested: unknown): number {
  const value = typeof requested === 'string' && requested.trim() ? Number(requested) : requested;
  if (typeof value !== 'number' || !Number.isFinite(value)) return FACET_HITS_DEFAULT;
  return Math.min(FACET_HITS_MAX, Math.max(FACET_HITS_MIN, Math.trunc(value)));
}

export type EmbeddedIndex = MiniSearch<SearchRecord>;

/** Rebuilds the engine from the JSON the build wrote (same options on both sides). */
export const loadEmbeddedIndex = (json: unknown): EmbeddedIndex =>
  MiniSearch.loadJS(json as AsPlainObject, indexOptions);

/** Indexes records a chunk per task, yielding between chunks, so typing stays responsive. */
export async function buildEmbeddedIndex(
  records: SearchRecord[],
  chunkSize = INDEX_CHUNK_SIZE,
): Promise<EmbeddedIndex> {
  const index = new MiniSearch<SearchRecord>(indexOptions);
  await index.addAllAsync(records, { chunkSize });
  return index;
}

export interface EmbeddedSearchClient extends SiteSearchClient<SearchHit> {
  /** The algoliasearch v4 method InstantSearch uses when a client has it. */
  searchForFacetValues(requests: readonly SearchRequest[]): Promise<FacetValuesResult[]>;
}

const toHit = (match: Match): SearchHit => ({
  objectID: String(match.id),
  title: match.title,
  tag: match.tag,
  slug: match.slug,
});

function countFacet(matches: Match[], facet: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (!FACETABLE_FIELDS.includes(facet)) return counts;
  for (const match of matches) {
    const value = match[facet];
    if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function requestedFacets(facets: SearchParams['facets']): string[] {
  const names = facets === undefined ? [] : Array.isArray(facets) ? facets : [facets];
  return names.includes('*') ? [...FACETABLE_FIELDS] : names;
}

/** Does a facet value match what the visitor typed: any of its words starts with it. */
const facetValueMatches = (value: string, facetQuery: string) =>
  !facetQuery ||
  value
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.startsWith(facetQuery)) ||
  value.toLowerCase().startsWith(facetQuery);

/** `source` may be a getter, for an index that is replaced by a fuller one while in use. */
export function createEmbeddedClient(source: EmbeddedIndex | (() => EmbeddedIndex)): EmbeddedSearchClient {
  const current = typeof source === 'function' ? source : () => source;
  const find = (query = '') =>
    query.trim() ? current().search(query) : current().search(MiniSearch.wildcard);

  function answerHits(request: SearchRequest): HitsResult<SearchHit> {
    const started = performance.now();
    const base = emptyHitsResult<SearchHit>(request);
    const params = request.params ?? {};
    const hitsPerPage = Math.max(0, params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const matches = find(params.query);
    const facets = requestedFacets(params.facets);
    return {
      ...base,
      hits: matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(toHit),
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      ...(facets.length > 0 && {
        facets: Object.fromEntries(facets.map((f) => [f, Object.fromEntries(countFacet(matches, f))])),
      }),
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  function answerFacetValues(params: SearchParams, facet: string): FacetValuesResult {
    const started = performance.now();
    const facetQuery = (params.facetQuery ?? '').trim().toLowerCase();
    const facetHits = [...countFacet(find(params.query), facet)]
      .filter(([value]) => facetValueMatches(value, facetQuery))
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, clampFacetHits(params.maxFacetHits))
      .map(([value, count]) => ({ value, highlighted: value, count }));
    return {
      facetHits,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  return {
    async search(requests) {
      return {
        results: requests.map((request) =>
          request.type === 'facet'
            ? answerFacetValues(request.params ?? {}, request.facet ?? '')
            : answerHits(request),
        ),
      };
    },
    async searchForFacetValues(requests) {
      return requests.map(({ params = {} }) => answerFacetValues(params, params.facetName ?? ''));
    },
  };
}
