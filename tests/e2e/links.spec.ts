import { publicEnv } from '@/lib/env';
import { SITEMAP_PATH } from '@/lib/seo/server/sitemap';

import { type APIRequestContext, expect, test } from './support/fixtures';
import { requiredRoutes } from './support/required-routes';

/** An internal link found on a page: where it points and which anchor, if any. */
interface FoundLink {
  from: string;
  path: string;
  hash: string;
}

const decode = (href: string) => href.replace(/&amp;/g, '&');
const attributeValues = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => decode(match[1]!));

/** Site path of a link, or undefined when it leaves the site. */
function internalPath(href: string, from: string): { path: string; hash: string } | undefined {
  const url = new URL(href, `${publicEnv.siteUrl}${from}`);
  if (url.origin !== publicEnv.siteUrl) return undefined;
  return { path: url.pathname, hash: url.hash.slice(1) };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get(SITEMAP_PATH)).text();
  return attributeValues(xml, /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname);
}

test('every internal link and anchor on every page resolves', async ({ request }) => {
  test.setTimeout(180_000);
  const start = ['/', ...(await sitemapPaths(request))];
  expect(start.length).toBeGreaterThan(requiredRoutes().length);
  const queue = [...new Set(start)];
  const status = new Map<string, number>();
  const idsByPage = new Map<string, Set<string>>();
  const links: FoundLink[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (status.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    status.set(path, response.status());
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    idsByPage.set(path, new Set(attributeValues(html, /\sid="([^"]+)"/g)));
    const hrefs = [
      ...attributeValues(html, /<a\s[^>]*href="([^"]+)"/g),
      ...attributeValues(html, /<link rel="alternate"[^>]*href="([^"]+)"/g),
    ];
    const images = attributeValues(html, /<meta property="og:image" content="([^"]+)"/g);
    for (const href of [...hrefs, ...images]) {
      if (/^(mailto|tel):/.test(href)) continue;
      const target = internalPath(href, path);
      if (!target) continue;
      links.push({ from: path, ...target });
      if (!status.has(target.path)) queue.push(target.path);
    }
  }

  const broken = links
    .filter((link) => status.get(link.path) !== 200)
    .map((l) => `${l.from} -> ${l.path} (${status.get(l.path)})`);
  const missingAnchors = links
    .filter((link) => link.hash && !idsByPage.get(link.path)?.has(decodeURIComponent(link.hash)))
    .map((l) => `${l.from} -> ${l.path}#${l.hash}`);
  expect([...new Set(broken)]).toEqual([]);
  expect([...new Set(missingAnchors)]).toEqual([]);
  // The crawl really went through the site, share images included.
  expect(idsByPage.size).toBeGreaterThanOrEqual(start.length - 1);
  expect(links.some((link) => link.path.startsWith('/og/'))).toBe(true);
});
