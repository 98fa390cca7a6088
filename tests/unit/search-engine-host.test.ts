import { describe, expect, it, vi } from 'vitest';

import { createEngineHost, type HostEvent, inProcessHost } from '@/lib/search/browser/engine-host';
import { loadSearchEngine } from '@/lib/search/browser/site-client';
import { DEFAULT_ALGOLIA_INDEX_NAME } from '@/lib/search/engine';
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import type { HitsResult } from '@/lib/search/protocol';
import { buildSearchRecords } from '@/lib/search/server/records';
import { splitRecords } from '@/lib/search/shards';
import type { SearchHit } from '@/lib/search/types';

import { siteContent } from '../fixtures/site-content';

const { head, bodies } = splitRecords(buildSearchRecords(siteContent()));
const files: Record<string, unknown> = { [SEARCH_INDEX_PATH]: head, [SEARCH_BODY_PATH]: bodies };
const serve = (async (url: string) =>
  url in files
    ? new Response(JSON.stringify(files[url]))
    : new Response('', { status: 404 })) as unknown as typeof fetch;

describe('the search engine host (the worker side)', () => {
  it('says ready once the head index is built, answers by id, then indexes the bodies', async () => {
    const events: HostEvent[] = [];
    const host = createEngineHost(serve, (event) => events.push(event));
    await host.receive({ kind: 'load', indexUrl: SEARCH_INDEX_PATH, bodyUrl: SEARCH_BODY_PATH });
    expect(events).toEqual([{ kind: 'ready' }]);

    const request = { indexName: DEFAULT_ALGOLIA_INDEX_NAME, params: { query: 'seo' } };
    await host.receive({ kind: 'search', id: 7, requests: [request] });
    const answer = events[1];
    expect(answer?.kind === 'answer' && answer.id).toBe(7);
    const hits = answer?.kind === 'answer' ? (answer.results[0] as HitsResult<SearchHit>).hits : [];
    expect(hits.length).toBeGreaterThan(0);
    // Only what the dropdown reads crosses from the worker.
    expect(Object.keys(hits[0]!).sort()).toEqual(['objectID', 'slug', 'tag', 'title']);
    await vi.waitFor(() => expect(events).toContainEqual({ kind: 'upgraded' }));
  });

  it('reports a missing index file as failed, with the file and the fix', async () => {
    const events: HostEvent[] = [];
    await createEngineHost(serve, (event) => events.push(event)).receive({
      kind: 'load',
      indexUrl: '/nowhere.json',
      bodyUrl: SEARCH_BODY_PATH,
    });
    expect(events).toEqual([
      {
        kind: 'failed',
        message:
          'Search index /nowhere.json answered 404: build with "npm run build" or run "npm run search:index".',
      },
    ]);
  });

  it('pairs each answer with its query when several are in flight', async () => {
    const engine = {
      kind: 'embedded' as const,
      indexName: DEFAULT_ALGOLIA_INDEX_NAME,
      indexUrl: SEARCH_INDEX_PATH,
      bodyUrl: SEARCH_BODY_PATH,
    };
    const client = await loadSearchEngine(engine, undefined, inProcessHost(serve));
    const ask = (query: string) =>
      client
        .search([{ indexName: engine.indexName, params: { query } }])
        .then(({ results }) => (results[0] as HitsResult<SearchHit>).query);
    expect(await Promise.all(['seo', 'branding', 'email'].map(ask))).toEqual(['seo', 'branding', 'email']);
  });
});
