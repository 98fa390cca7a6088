import { gzipSync } from 'node:zlib';

import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import budgets from '@/bench/budgets.json';
import { createEmbeddedClient } from '@/lib/search/browser/embedded-client';
import { inProcessHost } from '@/lib/search/browser/engine-host';
import { loadSearchEngine } from '@/lib/search/browser/site-client';
import { chooseSearchEngine, DEFAULT_ALGOLIA_INDEX_NAME } from '@/lib/search/engine';
import { indexOptions, SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import type { HitsResult, SiteSearchClient } from '@/lib/search/protocol';
import { buildSearchRecords } from '@/lib/search/server/records';
import { joinRecords, splitRecords } from '@/lib/search/shards';
import type { SearchHit } from '@/lib/search/types';
import { generatedPosts } from '@/scripts/bench/scale-posts';

import { siteContent } from '../fixtures/site-content';

const indexName = DEFAULT_ALGOLIA_INDEX_NAME;
const content = siteContent();
const records = buildSearchRecords(content);
const files: Record<string, string> = (() => {
  const { head, bodies } = splitRecords(records);
  return { [SEARCH_INDEX_PATH]: JSON.stringify(head), [SEARCH_BODY_PATH]: JSON.stringify(bodies) };
})();

const served = (requested: string[]) =>
  (async (url: string) => {
    requested.push(url);
    return new Response(files[url], { status: files[url] ? 200 : 404 });
  }) as typeof fetch;

async function slugsFor(client: SiteSearchClient, query: string) {
  const { results } = await client.search([{ indexName, params: { query, hitsPerPage: 20 } }]);
  return (results[0] as HitsResult<SearchHit>).hits.map((hit) => hit.slug);
}

/** A word only some body text holds: found after the bodies arrive, not before. */
function bodyOnlyWord(): string {
  const elsewhere = new Set(
    records.flatMap((r) =>
      [...r.names, ...r.keywords, r.summary, r.title].join(' ').toLowerCase().split(/\W+/),
    ),
  );
  const word = records
    .flatMap((r) => r.body.toLowerCase().split(/\W+/))
    .find((w) => /^[a-z]{7,}$/.test(w) && ![...elsewhere].some((e) => e.startsWith(w.slice(0, -1))));
  if (!word) throw new Error('no word found only in body text');
  return word;
}

describe('the embedded index in two files', () => {
  it('splits records into heads and bodies and joins them back', () => {
    const { head, bodies } = splitRecords(records);
    expect(joinRecords(head, bodies)).toEqual(records);
    expect(joinRecords(head).every((r) => r.body === '')).toBe(true);
    expect(() => joinRecords(head, bodies.slice(1))).toThrow('rebuild both');
  });

  it('answers from the heads first, then from the whole records, as the prebuilt index would', async () => {
    const requested: string[] = [];
    let upgraded: () => void = () => {};
    const upgrade = new Promise<void>((resolve) => (upgraded = resolve));
    const engine = chooseSearchEngine({});
    const client = await loadSearchEngine(engine, upgraded, inProcessHost(served(requested)));
    expect(requested).toEqual([SEARCH_INDEX_PATH]);

    const word = bodyOnlyWord();
    expect(await slugsFor(client, word)).toEqual([]);
    await upgrade;
    expect(requested).toEqual([SEARCH_INDEX_PATH, SEARCH_BODY_PATH]);

    const full = new MiniSearch(indexOptions);
    full.addAll(records);
    const reference = createEmbeddedClient(full);
    expect((await slugsFor(client, word)).length).toBeGreaterThan(0);
    for (const query of [word, 'seo', 'marketing', 'web design', 'ciso', 'analytcs'])
      expect(await slugsFor(client, query), query).toEqual(await slugsFor(reference, query));
  });

  it('says which file to rebuild when one is missing', async () => {
    const engine = { ...chooseSearchEngine({}), indexUrl: '/missing.json' };
    await expect(loadSearchEngine(engine, undefined, inProcessHost(served([])))).rejects.toThrow(
      '/missing.json answered 404',
    );
  });

  it('keeps the first-focus file within its budget with 1,000 more posts', () => {
    const posts = [
      ...content.posts,
      ...generatedPosts(
        1000,
        content.posts,
        content.categories.map((c) => c.slug),
      ),
    ];
    const { head } = splitRecords(buildSearchRecords({ ...content, posts }));
    expect(head.length).toBe(records.length + 1000);
    const gzipKb = gzipSync(JSON.stringify(head)).length / 1024;
    expect(gzipKb).toBeLessThanOrEqual(budgets.scale.searchDataKbGz);
  });
});
