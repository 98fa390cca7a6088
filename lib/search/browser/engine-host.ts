/**
 * The embedded engine's home: downloads the index files, builds the MiniSearch index, answers
 * queries. It runs in a Web Worker (search.worker.ts) so no parsing, indexing or query blocks
 * the page; tests and browsers without workers run it in-process. Messages are structured-clonable.
 */
import type { SearchRequest, SearchResult } from '../protocol';
import { type HeadRecord, joinRecords } from '../shards';
import { buildEmbeddedIndex, createEmbeddedClient, type EmbeddedIndex } from './embedded-client';

export type HostRequest =
  | { kind: 'load'; indexUrl: string; bodyUrl: string }
  | { kind: 'search'; id: number; requests: SearchRequest[] };

export type HostEvent =
  /** The index of titles, keywords and summaries is built: queries can be answered. */
  | { kind: 'ready' }
  /** The index could not be loaded; the page may ask again with a new host. */
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; results: SearchResult<unknown>[] }
  | { kind: 'error'; id: number; message: string }
  /** The body texts are indexed too: results on screen may be asked for again. */
  | { kind: 'upgraded' };

async function fetchJson<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url);
  if (!response.ok) {
    throw new Error(
      `Search index ${url} answered ${response.status}: build with "npm run build" or run "npm run search:index".`,
    );
  }
  return (await response.json()) as T;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface EngineHost {
  receive(request: HostRequest): Promise<void>;
}

export function createEngineHost(fetchImpl: typeof fetch, emit: (event: HostEvent) => void): EngineHost {
  let index: EmbeddedIndex | undefined;
  let head: HeadRecord[] = [];
  let bodyUrl = '';
  let upgrading = false;
  const client = createEmbeddedClient(() => index!);

  async function upgrade() {
    const bodies = await fetchJson<string[]>(bodyUrl, fetchImpl);
    index = await buildEmbeddedIndex(joinRecords(head, bodies));
    emit({ kind: 'upgraded' });
  }

  return {
    async receive(request) {
      if (request.kind === 'load') {
        try {
          bodyUrl = request.bodyUrl;
          head = await fetchJson<HeadRecord[]>(request.indexUrl, fetchImpl);
          index = await buildEmbeddedIndex(joinRecords(head));
          emit({ kind: 'ready' });
        } catch (error) {
          emit({ kind: 'failed', message: messageOf(error) });
        }
        return;
      }
      try {
        const { results } = await client.search(request.requests);
        emit({ kind: 'answer', id: request.id, results });
      } catch (error) {
        emit({ kind: 'error', id: request.id, message: messageOf(error) });
      }
      // Body texts follow the first answer, never delaying it; a failure is retried next time.
      if (!upgrading) {
        upgrading = true;
        upgrade().catch((error: unknown) => {
          upgrading = false;
          console.error(error);
        });
      }
    },
  };
}

/** A running engine host, as the page sees it: what it sends, and how it stops it. */
export interface HostConnection {
  send(request: HostRequest): void;
  close(): void;
}
export type ConnectHost = (emit: (event: HostEvent) => void) => HostConnection;

/** The same host in the page's thread: for tests. */
export const inProcessHost =
  (fetchImpl: typeof fetch): ConnectHost =>
  (emit) => {
    const host = createEngineHost(fetchImpl, emit);
    return { send: (request) => void host.receive(request), close: () => {} };
  };
