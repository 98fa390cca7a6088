/**
 * The web editor in local mode, end to end in a real browser, on a temporary copy of the
 * site (tests/cms/site-copy.ts): what an editor saves lands in content/, passes the content
 * check and renders; what the check refuses is refused in its words and not saved.
 * Run: npx playwright test -c playwright.cms.config.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { loadContent } from '@/lib/content/server';
import { postPath, servicePath } from '@/lib/routes';
import { CMS_E2E_PORTS } from '@/playwright.cms.config';

import { makeSiteCopy, type SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await makeSiteCopy(CMS_E2E_PORTS);
  await site.startDev();
});

test.afterAll(() => site?.stop());

const content = loadContent();
const category = content.categories.at(-1)!;
const service = content.services[0]!;
const faq = service.faqs[0]!;
const slug = 'editor-test-launch-checklist';
const body = [
  'A post written in the web editor.',
  '',
  '## Before launch',
  '',
  '- Redirects mapped',
  '- Analytics checked',
  '',
  '| Check | Owner |',
  '| --- | --- |',
  '| Redirects | SEO |',
].join('\n');

/** Opens the editor in local mode: "Login" signs in to the loopback server, no account. */
async function openEditor(page: Page, hash: string) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 300_000 });
  await page.goto(`/admin#${hash}`);
}

/** Chooses an option of a select field (Decap uses react-select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes Markdown into a Markdown field, in its Markdown (raw) mode. */
async function writeMarkdown(page: Page, text: string) {
  await page.getByText('Markdown', { exact: true }).click();
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.insertText(text);
}

async function fillPost(page: Page, postSlug: string, title: string) {
  await page.getByLabel('Slug', { exact: true }).fill(postSlug);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('What to check before a marketing site goes live.');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A short checklist for launching a B2B marketing site without surprises on the first day.');
  await choose(page, 'Author', content.authors[0]!.id);
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await choose(page, 'Category', category.slug);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test('a new post with a cover, a heading, a list and a table lands in content/ and passes the check', async ({
  page,
}) => {
  await openEditor(page, '/collections/posts/new');
  await fillPost(page, slug, 'Editor test: a launch checklist');

  // The cover: uploaded through the media library, with its alt text.
  const cover = path.join(site.root, 'cover-upload.png');
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
    .png()
    .toFile(cover);
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(cover);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    .getByLabel('Alt (optional)', { exact: true })
    .fill('A plain blue test image uploaded by the editor test.');

  await writeMarkdown(page, body);
  // The preview draws the body with the site's own Markdown rendering.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { name: 'Before launch' })).toBeVisible();
  await expect(preview.getByRole('table')).toBeVisible();

  await publish(page);
  const file = path.join(site.root, `content/posts/${slug}.md`);
  await expect.poll(() => existsSync(file)).toBe(true);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(`category: ${category.slug}`);
  expect(text).toContain('## Before launch');
  expect(text).toContain('| Redirects | SEO |');
  expect(text).toMatch(new RegExp(`src: \\.\\./media/posts/${slug}/cover-upload\\.png`));
  expect(readdirSync(path.join(site.root, `content/media/posts/${slug}`))).toContain('cover-upload.png');

  const check = site.contentCheck();
  expect(check.output).toContain('Content check passed');
  expect(check.ok).toBe(true);
});

test("a service's FAQ edited in the editor is saved to its YAML file", async ({ page }) => {
  await openEditor(page, `/collections/services/entries/${service.slug}`);
  // A list shows each item collapsed, titled by its first field: open the first question.
  await page.getByText(faq.question, { exact: true }).first().click({ timeout: 120_000 });
  const question = page.getByLabel('Question', { exact: true }).first();
  await expect(question).toHaveValue(faq.question);
  await question.fill(`${faq.question} (edited in the editor)`);
  await publish(page);
  const file = path.join(site.root, `content/services/${service.slug}.yaml`);
  await expect.poll(() => readFileSync(file, 'utf8')).toContain('(edited in the editor)');
  expect(site.contentCheck().ok).toBe(true);
});

test('an image without alt text is refused in the content check words, and nothing is saved', async ({
  page,
}) => {
  const refusedSlug = 'editor-test-image-without-alt';
  await openEditor(page, '/collections/posts/new');
  await fillPost(page, refusedSlug, 'Editor test: an image without alt text');
  await writeMarkdown(page, `Text before the image.\n\n![](../media/posts/${slug}/cover-upload.png)\n`);
  await publish(page);
  await expect(page.getByText('has an image without alt text: write what it shows')).toBeVisible();
  expect(existsSync(path.join(site.root, `content/posts/${refusedSlug}.md`))).toBe(false);
});

test('after a restart the dev server renders what the editor saved', async ({ page }) => {
  await site.startDev();
  await page.goto(postPath(slug), { timeout: 300_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor test: a launch checklist');
  await expect(page.getByRole('heading', { name: 'Before launch' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Redirects');
  await page.goto(servicePath(service.slug), { timeout: 300_000 });
  await expect(page.getByText(`${faq.question} (edited in the editor)`)).toBeVisible();
});
