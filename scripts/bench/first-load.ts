import { gzipSync } from 'node:zlib';

import { pageScriptSources } from '@/scripts/bench/page-scripts';

/** Gzip bytes of the scripts a page loads before it is interactive (pageScriptSources). */
export async function firstLoadJsBytes(origin: string, route: string): Promise<number> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const sizes = await Promise.all(
    pageScriptSources(html).map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
      return gzipSync(body, { level: 9 }).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
