/**
 * Turbopack's shared runtime (experimental.turbopackSharedRuntime) ships one runtime file for
 * every route instead of one per entry (3.6 KB gzip less first-load JS on every page, measured), and starts each
 * route from a few bytes of parameters that Next writes as an inline script. That script
 * differs per route and per build, so the hash-based content security policy cannot allow it.
 * The parameters go into the page as JSON instead, and this constant script (allowed by its
 * hash) hands them to the runtime's queue before any chunk runs.
 */

export const CHUNK_BOOTSTRAP_ID = '__CHUNK_BOOTSTRAP__';

/** What the script reads: the runtime's global queue and each entry's parameters, in order. */
export interface ChunkBootstrap {
  global: string;
  params: object[];
}

/** The parameters of `_app` and the page, from Next's build manifest; null without a shared runtime. */
export function chunkBootstrap(
  manifest: { pagesChunkGroupBootstrapParams?: Record<string, object>; chunkLoadingGlobal?: string },
  page: string,
): ChunkBootstrap | null {
  const { pagesChunkGroupBootstrapParams: byPage, chunkLoadingGlobal: global } = manifest;
  if (!byPage || !global) return null;
  const params = ['/_app', page].map((entry) => byPage[entry]).filter((entry) => entry !== undefined);
  return params.length > 0 ? { global, params } : null;
}

/** A constant string: the content security policy allows it by hash. */
export const CHUNK_BOOTSTRAP_SCRIPT = `(function(){var e=document.getElementById('${CHUNK_BOOTSTRAP_ID}');if(!e)return;var b=JSON.parse(e.textContent),q=globalThis[b.global]||(globalThis[b.global]=[]);b.params.forEach(function(p){q.push(p)})})()`;
