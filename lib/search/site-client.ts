/**
 * The search client the header hands to InstantSearch. It loads the chosen engine on
 * demand (the embedded index or algoliasearch's lite client, never both) and answers
 * queries shorter than SEARCH_MIN_QUERY itself, so they cost no request.
 */
import { hasMinimumQuery } from './behaviour';
import type { SearchEngine } from './engine';
import { emptyHitsResult, type SearchRequest, type SiteSearchClient } from './protocol';

export async function loadSearchEngine(
  engine: SearchEngine,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteSearchClient> {
  if (engine.kind === 'hosted') {
    const { liteClient } = await import('algoliasearch/lite');
    // The lite client speaks the full protocol; our type names only the part we use.
    return liteClient(engine.appId, engine.searchKey) as unknown as SiteSearchClient;
  }
  const [{ createEmbeddedClient, loadEmbeddedIndex }, response] = await Promise.all([
    import('./embedded-client'),
    fetchImpl(engine.indexUrl),
  ]);
  if (!response.ok) {
    throw new Error(
      `Search index ${engine.indexUrl} answered ${response.status}: build with "npm run build" or run "npm run search:index".`,
    );
  }
  return createEmbeddedClient(loadEmbeddedIndex(await response.json()));
}

const needsEngine = (request: SearchRequest) =>
  request.type === 'facet' || hasMinimumQuery(request.params?.query ?? '');

export interface LazySearchClient extends SiteSearchClient {
  /** Starts loading the engine (the index download) ahead of the first query. */
  warmUp(): Promise<unknown>;
}

export function createLazySearchClient(load: () => Promise<SiteSearchClient>): LazySearchClient {
  let engine: Promise<SiteSearchClient> | undefined;
  const ready = () => {
    // A failed load is forgotten, so the next keystroke tries again.
    engine ??= load().catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
    return engine;
  };
  return {
    warmUp: () => ready().catch((error: unknown) => console.error(error)),
    async search(requests) {
      if (!requests.some(needsEngine)) return { results: requests.map((r) => emptyHitsResult(r)) };
      return (await ready()).search(requests);
    },
  };
}
