/**
 * `npm run dev` follows the files: in a copy of the project, an edited title, a new post and
 * a broken then fixed field each show on the next load, with no restart; a broken post takes
 * down only its own page; an unknown slug is a 404; a new image never waits for a command. The time from save
 * to page is written to the report (test annotations), not asserted: it depends on the machine.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { listPosts } from '@/lib/content/server';
import { MEDIA_MANIFEST } from '@/lib/content/server/media';
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

test('a broken post shows its list on its own page; every other page still answers', async ({
  page,
  request,
}) => {
  const good = copy.read(file);
  copy.write(file, good.replace(/^category: .*$/m, 'category: no-such-topic'));
  const line = good.split('\n').findIndex((text) => text.startsWith('category:')) + 1;
  const place = `${file}:${line}:11`;
  await reloadUntil(page, `${base}${postPath(post.slug)}`, Date.now(), () =>
    expect(page.getByRole('listitem').filter({ hasText: place })).toContainText(
      'field "category" names the category "no-such-topic", which does not exist: use one of',
      { timeout: 1 },
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "This page's content does not pass the check",
  );
  for (const other of [ROUTES.about, ROUTES.blog, ROUTES.home, postPath(listPosts()[1]!.slug)])
    expect((await request.get(`${base}${other}`)).status(), other).toBe(200);
  copy.write(file, good);
  const title = /^title: (.*)$/m.exec(good)![1]!.replace(/^"(.*)"$/, '$1');
  await reloadUntil(page, `${base}${postPath(post.slug)}`, Date.now(), () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1 }),
  );
});

test('an unknown post is a 404, as in production', async ({ request }) => {
  expect((await request.get(`${base}${postPath('no-such-post-at-all')}`)).status()).toBe(404);
});

test('a new image passes the check after the build rendered the others', () => {
  // The build's image step: renders what the copy lacks and writes the media manifest.
  const manifest = path.join(process.cwd(), MEDIA_MANIFEST);
  if (existsSync(manifest)) {
    mkdirSync(path.dirname(path.join(copy.root, MEDIA_MANIFEST)), { recursive: true });
    copyFileSync(manifest, path.join(copy.root, MEDIA_MANIFEST));
  }
  execFileSync('npm', ['run', 'media'], { cwd: copy.root, stdio: 'inherit' });
  const cover = /^ {2}src: (.*)$/m.exec(copy.read(file))![1]!;
  const fresh = cover.replace(/([^/]+)$/, 'new-$1');
  copyFileSync(path.join(copy.root, 'content/posts', cover), path.join(copy.root, 'content/posts', fresh));
  copy.write(file, copy.read(file).replace(`  src: ${cover}`, `  src: ${fresh}`));
  const output = execFileSync('npm', ['run', '--silent', 'content:check'], {
    cwd: copy.root,
    encoding: 'utf8',
  });
  expect(output).toContain('Content check passed');
});
