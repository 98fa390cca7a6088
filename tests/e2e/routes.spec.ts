/**
 * Every route as the server sends it, read over HTTP without a browser (support/served.ts):
 * what the HTML says is checked here on every page; the browser specs check what only
 * layout, fonts and scripts decide, on one page per kind.
 */
import { listPosts } from '@/lib/content/server';
import { postPath } from '@/lib/routes';

import { expect, test } from './support/fixtures';
import { NO_PROOF_ROUTES, proofShown } from './support/no-proof';
import { requiredRoutes } from './support/required-routes';
import { servedPage, servedPages } from './support/served';

const routes = requiredRoutes();

const noProof = new Set(NO_PROOF_ROUTES);
const unloaded = NO_PROOF_ROUTES.filter((route) => !routes.includes(route));
if (unloaded.length > 0)
  throw new Error(`Pages checked for proof but not required routes: ${unloaded.join(', ')}`);

// One worker reads the pages once for every check of this file.
test.describe.configure({ mode: 'default' });

test(`every required route (${routes.length}) answers 200 with one h1, one main, English, a title and a raster icon; where proof would go, none is shown`, async ({
  request,
}) => {
  test.setTimeout(600_000);
  const wrong: string[] = [];
  const icons = new Set<string>();
  for (const { route, status, document } of await servedPages(request, routes)) {
    const say = (what: string) => wrong.push(`${route}: ${what}`);
    if (status !== 200) say(`status ${status}`);
    const h1s = document.querySelectorAll('h1').length;
    if (h1s !== 1) say(`${h1s} h1`);
    if (!/\S/.test(document.title)) say('no title');
    const mains = document.querySelectorAll('main').length;
    if (mains !== 1) say(`${mains} main`);
    if (document.documentElement.lang !== 'en') say(`lang="${document.documentElement.lang}"`);
    // An SVG icon is drawn as a document of its own on the page's main thread (scripts/favicon.ts).
    const icon = document.querySelector('link[rel="icon"]')?.getAttribute('href');
    if (!icon) say('no icon');
    else if (/\.svg$/i.test(icon)) say(`an SVG icon (${icon})`);
    else icons.add(icon);
    if (noProof.has(route))
      for (const proof of proofShown(document)) say(`shows proof the agency has not supplied: ${proof}`);
  }
  for (const icon of icons) {
    const answer = await request.get(icon);
    if (answer.status() !== 200 || answer.headers()['content-type'] !== 'image/png')
      wrong.push(`icon ${icon}: ${answer.status()} ${answer.headers()['content-type']}`);
  }
  expect(wrong).toEqual([]);
});

test('the pages of /blog list every post, each a required route checked above', async ({ request }) => {
  const hrefs = new Set<string>();
  let next: string | null = '/blog';
  while (next) {
    const { document } = await servedPage(request, next);
    for (const link of document.querySelectorAll('main li h3 a[href^="/blog/"]'))
      hrefs.add(link.getAttribute('href')!);
    next = document.querySelector('nav[aria-label="Pagination"] a[rel="next"]')?.getAttribute('href') ?? null;
  }
  expect([...hrefs].sort()).toEqual(
    listPosts()
      .map((post) => postPath(post.slug))
      .sort(),
  );
  expect(
    [...hrefs].filter((href) => !routes.includes(href)),
    'listed posts that no route check reads',
  ).toEqual([]);
});

test('titles and descriptions are unique across the required routes', async ({ request }) => {
  test.setTimeout(600_000);
  const seen = new Map<string, string>();
  for (const { route, html } of await servedPages(request, routes)) {
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(title, `${route} title`).toBeTruthy();
    expect(description, `${route} description`).toBeTruthy();
    expect(canonical, `${route} canonical`).toMatch(new RegExp(`${route === '/' ? '/' : route}$`));
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const key = `${kind}:${value}`;
      expect(seen.get(key), `${route} shares its ${kind} with ${seen.get(key)}`).toBeUndefined();
      seen.set(key, route);
    }
  }
});

test('an unknown path answers 404 with a page that links back', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('We could not find that page');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
