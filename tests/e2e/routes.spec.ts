import { listPosts } from '@/lib/content/server';
import { postPath } from '@/lib/routes';

import { expect, test } from './support/fixtures';
import { NO_PROOF, NO_PROOF_ROUTES } from './support/no-proof';
import { requiredRoutes } from './support/required-routes';

const routes = requiredRoutes();

async function expectPage(page: import('@playwright/test').Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), `${route} status`).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const noProof = new Set(NO_PROOF_ROUTES);
const unloaded = NO_PROOF_ROUTES.filter((route) => !routes.includes(route));
if (unloaded.length > 0)
  throw new Error(`Pages checked for proof but not required routes: ${unloaded.join(', ')}`);

test.describe('every required route', () => {
  for (const route of routes) {
    const proofCheck = noProof.has(route) ? ', and no proof: the agency has supplied none' : '';
    test(`${route} answers 200 with one h1 and a title${proofCheck}`, async ({ page }) => {
      await expectPage(page, route);
      if (proofCheck)
        await test.step(`${route} shows no figure, quote, proof block or client logos`, async () => {
          await expect(page.locator(NO_PROOF)).toHaveCount(0);
        });
    });
  }
});

test('the pages of /blog list every post, each a required route that answers 200 above', async ({ page }) => {
  const hrefs = new Set<string>();
  let next: string | null = '/blog';
  while (next) {
    await page.goto(next);
    for (const href of await page
      .locator('main li h3 a[href^="/blog/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
      hrefs.add(href);
    next = await page
      .getByRole('navigation', { name: 'Pagination' })
      .locator('a[rel="next"]')
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null);
  }
  expect([...hrefs].sort()).toEqual(
    listPosts()
      .map((post) => postPath(post.slug))
      .sort(),
  );
  // Each is a required route, so its own test above loads it and makes every check of expectPage.
  expect(
    [...hrefs].filter((href) => !routes.includes(href)),
    'listed posts that no route test loads',
  ).toEqual([]);
});

test('titles and descriptions are unique across the required routes', async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
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
