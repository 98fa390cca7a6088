/**
 * The search client the header hands to InstantSearch. It loads the chosen engine on
 * demand (the embedded index, in a worker, or algoliasearch's lite client, never both) and
 * answers queries shorter than SEARCH_MIN_QUERY itself, so they cost no request.
 */
import { hasMinimumQuery } from '../behaviour';
import type { SearchEngine } from '../engine';
import { emptyHitsResult, type SearchRequest, type SearchResult, type SiteSearchClient } from '../protocol';
import type { ConnectHost, HostConnection, HostEvent } from './engine-host';

/**
 * The host in a Web Worker, so indexing and querying never block the page. A browser
 * without workers runs the same host in this thread, loaded only then.
 */
export const workerHost: ConnectHost = (emit) => {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = (message: MessageEvent<HostEvent>) => emit(message.data);
    // A worker script that cannot load (the network gone since the page came) fails the load
    // like a missing index does, so the next keystroke tries again instead of waiting forever.
    worker.onerror = () => emit({ kind: 'failed', message: 'The search worker could not start.' });
    return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
  }
  const host = import('./engine-host').then(({ createEngineHost }) => createEngineHost(fetch, emit));
  return { send: (request) => void host.then((inThread) => inThread.receive(request)), close: () => {} };
};

type Pending = { resolve: (results: SearchResult<unknown>[]) => void; reject: (error: Error) => void };

/** Talks to an engine host: resolves once it can answer, rejects with its reason if it cannot. */
function connectEmbedded(
  engine: Extract<SearchEngine, { kind: 'embedded' }>,
  connect: ConnectHost,
  onUpgrade: () => void,
): Promise<SiteSearchClient> {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  return new Promise((resolve, reject) => {
    const connection: HostConnection = connect((event) => {
      switch (event.kind) {
        case 'ready':
          return resolve(client);
        case 'failed': {
          connection.close();
          const error = new Error(event.message);
          for (const waiting of pending.values()) waiting.reject(error);
          pending.clear();
          return reject(error);
        }
        case 'upgraded':
          return onUpgrade();
        default: {
          const waiting = pending.get(event.id);
          pending.delete(event.id);
          if (event.kind === 'answer') waiting?.resolve(event.results);
          else waiting?.reject(new Error(event.message));
        }
      }
    });
    const client: SiteSearchClient = {
      search: (requests) =>
        new Promise((answer, fail) => {
          const id = nextId++;
          pending.set(id, { resolve: (results) => answer({ results }), reject: fail });
          connection.send({ kind: 'search', id, requests: [...requests] });
        }),
    };
    connection.send({ kind: 'load', indexUrl: engine.indexUrl, bodyUrl: engine.bodyUrl });
  });
}

/**
 * Loads the chosen engine: algoliasearch's lite client, or the embedded index in a worker.
 * `onUpgrade` is called once the embedded engine has indexed the body texts too, so the
 * results on screen (answered from titles, keywords and summaries) can be asked again.
 */
export async function loadSearchEngine(
  engine: SearchEngine,
  onUpgrade: () => void = () => {},
  connect: ConnectHost = workerHost,
): Promise<SiteSearchClient> {
  if (engine.kind === 'hosted') {
    const { liteClient } = await import('algoliasearch/lite');
    // The lite client speaks the full protocol; our type names only the part we use.
    return liteClient(engine.appId, engine.searchKey) as unknown as SiteSearchClient;
  }
  return connectEmbedded(engine, connect, onUpgrade);
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
