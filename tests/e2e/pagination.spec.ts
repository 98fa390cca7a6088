import AxeBuilder from '@axe-core/playwright';

import { listPagePath, pageCount, pageItems, POSTS_PER_PAGE } from '@/lib/content/pagination';
import { listCategories, listPosts, postsInCategory } from '@/lib/content/server';
import { categoryPath, postPath } from '@/lib/routes';
import { canonicalUrl } from '@/lib/seo';
import { SITEMAP_PATH } from '@/lib/seo/server/sitemap';

import { expect, type Page, test } from './support/fixtures';
import { applyTheme, THEMES, withoutTransitions } from './support/theme';

const posts = listPosts();
const blogPages = pageCount(posts.length);
const categories = listCategories().map((c) => ({
  path: categoryPath(c.slug),
  posts: postsInCategory(c.slug),
}));
const longestCategory = [...categories].sort((a, b) => b.posts.length - a.posts.length)[0]!;

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** Post links in the list itself (not the header, the footer or the pagination). */
const listedPosts = (page: Page) =>
  page
    .locator('main li h3 a[href^="/blog/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('/blog lists the newest posts, and its second page the next ones with a way back', async ({ page }) => {
  test.skip(blogPages < 2, `the content has ${posts.length} posts, one page of ${POSTS_PER_PAGE}`);
  // Sections slide in as they scroll into view; a link mid-slide is not "stable" to click.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/blog');
  expect(await listedPosts(page)).toEqual(pageItems(posts, 1).map((p) => postPath(p.slug)));
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  // The router changes the address before it renders the new page: wait for the list.
  await expect.poll(() => listedPosts(page)).toEqual(pageItems(posts, 2).map((p) => postPath(p.slug)));
  await expect(page).toHaveTitle(/ – page 2 \|/);
  await expect(page.locator('h1')).toContainText('– page 2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl('/blog/page/2'));
  const current = pagination(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName('Page 2');

  await pagination(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await pagination(page).getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the first page offers no Previous and the last no Next, not even a disabled one', async ({ page }) => {
  test.skip(blogPages < 2, `the content has ${posts.length} posts, one page of ${POSTS_PER_PAGE}`);
  await page.goto('/blog');
  await expect(pagination(page)).toBeVisible();
  await expect(pagination(page).getByText('Previous')).toHaveCount(0);
  await expect(pagination(page).getByRole('link', { name: 'Next page' })).toBeVisible();
  await page.goto(listPagePath('/blog', blogPages));
  await expect(pagination(page).getByText('Next')).toHaveCount(0);
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toBeVisible();
});

test('a category lists its posts page by page', async ({ page, request }) => {
  const { path, posts: inCategory } = longestCategory;
  await page.goto(path);
  expect(await listedPosts(page)).toEqual(pageItems(inCategory, 1).map((p) => postPath(p.slug)));
  const pages = pageCount(inCategory.length);
  if (pages === 1) {
    // No category has a second page yet: its nav is left out, and page 2 does not exist.
    await expect(pagination(page)).toHaveCount(0);
    expect((await request.get(listPagePath(path, 2))).status()).toBe(404);
    return;
  }
  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPagePath(path, 2)}$`));
  await expect.poll(() => listedPosts(page)).toEqual(pageItems(inCategory, 2).map((p) => postPath(p.slug)));
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', path);
});

test('/page/1 redirects to the list itself', async ({ request }) => {
  for (const list of ['/blog', longestCategory.path]) {
    const response = await request.get(`${list}/page/1`, { maxRedirects: 0 });
    expect([301, 308], list).toContain(response.status());
    expect(response.headers().location, list).toBe(list);
  }
});

test('a page past the end, and page numbers that are not pages, are not found', async ({ request }) => {
  for (const path of [
    `/blog/page/${blogPages + 1}`,
    '/blog/page/0',
    '/blog/page/two',
    listPagePath(longestCategory.path, pageCount(longestCategory.posts.length) + 1),
    '/blog/category/no-such-topic/page/2',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('the sitemap lists every page of every list', async ({ request }) => {
  const xml = await (await request.get(SITEMAP_PATH)).text();
  for (const { path, posts: items } of [{ path: '/blog', posts }, ...categories])
    for (let page = 1; page <= pageCount(items.length); page++)
      expect(xml).toContain(`<loc>${canonicalUrl(listPagePath(path, page))}</loc>`);
  expect(xml).not.toContain(`<loc>${canonicalUrl('/blog/page/1')}</loc>`);
});

test('the pagination nav is keyboard-usable and passes axe in both themes', async ({ page }) => {
  test.skip(blogPages < 2, `the content has ${posts.length} posts, one page of ${POSTS_PER_PAGE}`);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/blog/page/2');
  const nav = pagination(page);
  // Tab from the last card's link into the nav: Previous comes first.
  await page.locator('main li h3 a').last().focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);

  // axe judges the colours a theme ends on, not a fade between them.
  await withoutTransitions(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    const { violations } = await new AxeBuilder({ page }).include('nav[aria-label="Pagination"]').analyze();
    expect(
      violations.map((v) => `${theme}: ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('search finds a post that is only on page 2 of the blog', async ({ page }) => {
  const onPage2 = posts[POSTS_PER_PAGE];
  test.skip(!onPage2, `the content has ${posts.length} posts, one page of ${POSTS_PER_PAGE}`);
  await page.goto('/blog');
  await expect(page.locator(`main a[href="${postPath(onPage2!.slug)}"]`)).toHaveCount(0);
  const input = page.getByRole('combobox', { name: 'Search the site' }).first();
  await input.click();
  await input.fill(onPage2!.title);
  const result = page
    .getByRole('listbox', { name: 'Search results' })
    .locator(`[href="${postPath(onPage2!.slug)}"]`);
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${postPath(onPage2!.slug)}$`));
});
