/**
 * `npm run dev` follows the files: in a copy of the project, an edited title, a new post and
 * a broken then fixed field each show on the next load, with no restart. The time from save
 * to page is written to the report (test annotations), not asserted: it depends on the machine.
 */
import { expect, type Page, test } from '@playwright/test';

import { listPosts } from '@/lib/content/server';
import { postPath, ROUTES } from '@/lib/routes';

import { copyProject, type ProjectCopy } from './project-copy';

const port = Number(process.env.EDITING_PORT ?? 3241);
const base = `http://127.0.0.1:${port}`;

const post = listPosts()[0]!;
const file = `content/posts/${post.slug}.md`;

let copy: ProjectCopy;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  copy = copyProject('dev-server');
  await copy.serve(
    'npm',
    ['run', 'dev', '--', '-p', String(port), '-H', '127.0.0.1'],
    `${base}${postPath(post.slug)}`,
  );
});

test.afterAll(async () => copy?.remove());

/** Loads the page again until `check` passes; returns the seconds from the save. */
async function reloadUntil(
  page: Page,
  url: string,
  savedAt: number,
  check: () => Promise<void>,
): Promise<string> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 60_000 });
  return ((Date.now() - savedAt) / 1000).toFixed(1);
}

test('an edited title shows on the next load', async ({ page }) => {
  await page.goto(`${base}${postPath(post.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const title = `${post.title} (edited)`;
  const savedAt = Date.now();
  copy.write(file, copy.read(file).replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
  const seconds = await reloadUntil(page, `${base}${postPath(post.slug)}`, savedAt, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1 }),
  );
  test.info().annotations.push({ type: 'save to page (s)', description: seconds });
});

test('a new post answers, listed on the blog, with its Draft badge', async ({ page }) => {
  const slug = 'written-just-now';
  const title = 'Written just now';
  const savedAt = Date.now();
  copy.write(
    `content/posts/${slug}.md`,
    copy
      .read(file)
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^title: .*$/m, `title: ${title}`)
      .replace(/^---\n/, '---\ndraft: true\n'),
  );
  const seconds = await reloadUntil(page, `${base}${postPath(slug)}`, savedAt, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1 }),
  );
  test.info().annotations.push({ type: 'new post to page (s)', description: seconds });
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.goto(`${base}${ROUTES.blog}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a broken field shows its place and fix, and the page returns once it is fixed', async ({ page }) => {
  const good = copy.read(file);
  copy.write(file, good.replace(/^category: .*$/m, 'category: no-such-topic'));
  const line = good.split('\n').findIndex((text) => text.startsWith('category:')) + 1;
  const place = `${file}:${line}:11: field "category" names the category "no-such-topic", which does not exist: use one of`;
  await reloadUntil(page, `${base}${postPath(post.slug)}`, Date.now(), () =>
    // Next's error overlay opens once the page's script has run.
    expect(page.getByText(place).first()).toBeVisible({ timeout: 15_000 }),
  );
  copy.write(file, good);
  await reloadUntil(page, `${base}${postPath(post.slug)}`, Date.now(), () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1 }),
  );
});
