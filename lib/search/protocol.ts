/**
 * The part of the Algolia search API that InstantSearch speaks to a search client, typed
 * only as far as the embedded engine answers it.
 */
export type SearchParams = Record<string, unknown> & {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | string[];
  facetName?: string;
  facetQuery?: string;
  maxFacetHits?: number;
};

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
  /** 'facet' asks for facet values (how InstantSearch calls a v5 client). */
  type?: 'default' | 'facet';
  facet?: string;
}

export interface HitsResult<THit> {
  hits: THit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetValuesResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export type SearchResult<THit> = HitsResult<THit> | FacetValuesResult;

export interface SiteSearchClient<THit = unknown> {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult<THit>[] }>;
}

/** Algolia's own default page size. */
export const DEFAULT_HITS_PER_PAGE = 20;

/** Query parameters as Algolia echoes them back: a URL-encoded string. */
export function encodeParams(params: SearchParams = {}): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
  return new URLSearchParams(pairs).toString();
}

export function emptyHitsResult<THit>(request: SearchRequest): HitsResult<THit> {
  const params = request.params ?? {};
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: params.query ?? '',
    params: encodeParams(params),
    index: request.indexName,
  };
}
