import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of the scripts a page loads before it is interactive: every <script src> in
 * its HTML that a modern browser runs (nomodule polyfills are skipped by such browsers;
 * prefetches are <link> elements, so they are not counted).
 */
export async function firstLoadJsBytes(origin: string, route: string): Promise<number> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnomodule\b/.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
  const sizes = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
      return gzipSync(body, { level: 9 }).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
