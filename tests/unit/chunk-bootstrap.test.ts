// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  CHUNK_BOOTSTRAP_ID,
  CHUNK_BOOTSTRAP_SCRIPT,
  chunkBootstrap,
} from '@/lib/first-paint/chunk-bootstrap';

const GLOBAL = 'TURBOPACK_TEST';
const runtime = globalThis as unknown as Record<string, unknown>;

/** Runs the constant script over a page that carries `data`, as the browser would. */
function run(data: unknown) {
  document.body.innerHTML = `<script id="${CHUNK_BOOTSTRAP_ID}" type="application/json">${JSON.stringify(data)}</script>`;
  new Function(CHUNK_BOOTSTRAP_SCRIPT)();
}

afterEach(() => {
  delete runtime[GLOBAL];
  document.body.innerHTML = '';
});

describe('chunkBootstrap', () => {
  const manifest = {
    chunkLoadingGlobal: GLOBAL,
    pagesChunkGroupBootstrapParams: { '/_app': { app: 1 }, '/blog': { page: 2 } },
  };

  it('takes _app’s start, then the page’s', () => {
    expect(chunkBootstrap(manifest, '/blog')).toEqual({ global: GLOBAL, params: [{ app: 1 }, { page: 2 }] });
  });

  it('leaves out a page the manifest has no start for', () => {
    expect(chunkBootstrap(manifest, '/404')).toEqual({ global: GLOBAL, params: [{ app: 1 }] });
  });

  it('is null for a build without the shared runtime', () => {
    expect(chunkBootstrap({}, '/blog')).toBeNull();
  });
});

describe('CHUNK_BOOTSTRAP_SCRIPT', () => {
  it('queues each start for the runtime when the runtime has not run yet', () => {
    run({ global: GLOBAL, params: [{ app: 1 }, { page: 2 }] });
    expect(runtime[GLOBAL]).toEqual([{ app: 1 }, { page: 2 }]);
  });

  it('hands each start to a runtime already running (its queue is then its own object)', () => {
    const seen: unknown[] = [];
    runtime[GLOBAL] = { push: (params: unknown) => seen.push(params) };
    run({ global: GLOBAL, params: [{ app: 1 }] });
    expect(seen).toEqual([{ app: 1 }]);
  });

  it('does nothing on a page without data', () => {
    new Function(CHUNK_BOOTSTRAP_SCRIPT)();
    expect(runtime[GLOBAL]).toBeUndefined();
  });
});
