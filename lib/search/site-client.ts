/**
 * The search client the header hands to InstantSearch. It loads the chosen engine on
 * demand (the embedded index or algoliasearch's lite client, never both) and answers
 * queries shorter than SEARCH_MIN_QUERY itself, so they cost no request.
 */
import { hasMinimumQuery } from './behaviour';
import type { SearchEngine } from './engine';
import { emptyHitsResult, type SearchRequest, type SiteSearchClient } from './protocol';
import { type HeadRecord, joinRecords } from './shards';

async function fetchJson<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url);
  if (!response.ok) {
    throw new Error(
      `Search index ${url} answered ${response.status}: build with "npm run build" or run "npm run search:index".`,
    );
  }
  return (await response.json()) as T;
}

/**
 * `onUpgrade` is called once the embedded engine has indexed the body texts too, so the
 * results on screen (answered from titles, keywords and summaries) can be asked again.
 */
export async function loadSearchEngine(
  engine: SearchEngine,
  fetchImpl: typeof fetch = fetch,
  onUpgrade: () => void = () => {},
): Promise<SiteSearchClient> {
  if (engine.kind === 'hosted') {
    const { liteClient } = await import('algoliasearch/lite');
    // The lite client speaks the full protocol; our type names only the part we use.
    return liteClient(engine.appId, engine.searchKey) as unknown as SiteSearchClient;
  }
  const [{ buildEmbeddedIndex, createEmbeddedClient }, head] = await Promise.all([
    import('./embedded-client'),
    fetchJson<HeadRecord[]>(engine.indexUrl, fetchImpl),
  ]);
  let index = await buildEmbeddedIndex(joinRecords(head));
  const client = createEmbeddedClient(() => index);
  let upgrading: Promise<void> | undefined;
  const upgrade = async () => {
    const bodies = await fetchJson<string[]>(engine.bodyUrl, fetchImpl);
    index = await buildEmbeddedIndex(joinRecords(head, bodies));
    onUpgrade();
  };
  return {
    ...client,
    async search(requests) {
      const answer = await client.search(requests);
      // Body texts follow the first answer, never delaying it; a failure is retried next time.
      upgrading ??= upgrade().catch((error: unknown) => {
        upgrading = undefined;
        console.error(error);
      });
      return answer;
    },
  };
}

const needsEngine = (request: SearchRequest) =>
  request.type === 'facet' || hasMinimumQuery(request.params?.query ?? '');

export interface LazySearchClient extends SiteSearchClient {
  /** Starts loading the engine (the index download) ahead of the first query. */
  warmUp(): Promise<unknown>;
  /** Calls `listener` whenever the engine can answer better than before; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Tells the subscribers (the engine's onUpgrade). */
  upgraded(): void;
}

export function createLazySearchClient(load: () => Promise<SiteSearchClient>): LazySearchClient {
  let engine: Promise<SiteSearchClient> | undefined;
  const listeners = new Set<() => void>();
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    upgraded: () => listeners.forEach((listener) => listener()),
    async search(requests) {
      if (!requests.some(needsEngine)) return { results: requests.map((r) => emptyHitsResult(r)) };
      return (await ready()).search(requests);
    },
  };
}
