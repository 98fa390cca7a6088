/**
 * The real algoliasearch clients against a local fake of the Algolia HTTP API, reached
 * through the clients' `hosts` option: what leaves the site is what Algolia expects.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createLazySearchClient } from '@/lib/search/browser/site-client';
import { chooseSearchEngine } from '@/lib/search/engine';
import { ALGOLIA_INDEX_SETTINGS, pushSearchIndex } from '@/lib/search/server/push';
import { buildSearchRecords } from '@/lib/search/server/records';

import { siteContent } from '../fixtures/site-content';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let received: Received[] = [];
let hosts: { url: string; accept: 'readWrite'; protocol: 'http' }[];

/** Just enough of Algolia: tasks finish at once, searches find one record. */
function answer(method: string, path: string): unknown {
  if (path.endsWith('/queries'))
    return {
      results: [
        {
          hits: [{ objectID: '/x', title: 'X', tag: 'Page', slug: '/x' }],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 8,
          processingTimeMS: 1,
          query: 'seo',
          params: '',
        },
      ],
    };
  if (/\/task\/\d+$/.test(path)) return { status: 'published' };
  if (path.endsWith('/batch')) return { taskID: 2, objectIDs: [] };
  if (method === 'PUT' && path.endsWith('/settings')) return { taskID: 3, updatedAt: '2026-01-01T00:00:00Z' };
  if (path.endsWith('/operation')) return { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' };
  return {};
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(request.method ?? '', path)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts = [
    { url: `127.0.0.1:${(server.address() as AddressInfo).port}`, accept: 'readWrite', protocol: 'http' },
  ];
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe('hosted engine', () => {
  it('sends the visitor query to index byer_web with the search key', async () => {
    const engine = chooseSearchEngine({ algoliaAppId: 'TESTAPP', algoliaSearchKey: 'search-only' });
    if (engine.kind !== 'hosted') throw new Error('expected the hosted engine');
    const client = createLazySearchClient(
      async () => liteClient(engine.appId, engine.searchKey, { hosts }) as never,
    );

    await client.search([{ indexName: engine.indexName, params: { query: 'se' } }]);
    expect(received).toHaveLength(0);

    const { results } = await client.search([
      { indexName: engine.indexName, params: { query: 'seo', hitsPerPage: 8 } },
    ]);
    expect(results[0]).toMatchObject({ nbHits: 1 });
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/1/indexes/*/queries');
    expect(sent?.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(sent?.headers['x-algolia-api-key']).toBe('search-only');
    expect(sent?.body).toMatchObject({ requests: [{ indexName: 'byer_web', query: 'seo', hitsPerPage: 8 }] });
  });
});

describe('search:push', () => {
  it('replaces every record of byer_web and sets its settings', async () => {
    const records = buildSearchRecords(siteContent());
    await pushSearchIndex(algoliasearch('TESTAPP', 'admin-key', { hosts }), 'byer_web', records);

    const batches = received.filter((r) => r.path.endsWith('/batch'));
    const sentObjects = batches.flatMap(
      (r) => (r.body as { requests: { action: string; body: { objectID: string } }[] }).requests,
    );
    expect(sentObjects.every((r) => r.action === 'addObject')).toBe(true);
    expect(sentObjects.map((r) => r.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    expect(received.every((r) => r.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);

    // Records go to a temporary index that then replaces byer_web in one move.
    const moves = received.filter(
      (r) => r.path.endsWith('/operation') && (r.body as { operation: string }).operation === 'move',
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]?.body).toMatchObject({ destination: 'byer_web' });

    const settings = received.find((r) => r.method === 'PUT' && r.path === '/1/indexes/byer_web/settings');
    expect(settings?.body).toEqual(ALGOLIA_INDEX_SETTINGS);
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes).toEqual([
      'names',
      'unordered(keywords)',
      'unordered(summary)',
      'unordered(body)',
    ]);
  });
});
