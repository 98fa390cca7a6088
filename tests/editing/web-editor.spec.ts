/**
 * The web editor (/admin) in local mode, end to end in a real browser, in a copy of the
 * project running `npm run dev` and `npm run cms` as an editor would: what the editor saves
 * lands in content/, passes `npm run content:check` and shows on the next load of its page;
 * what the check refuses is refused in the check's words and not saved.
 * Ports: EDITING_PORT + 2 (the site) and + 3 (the editor's local server).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { parseDocument } from 'yaml';

import { FRONT_MATTER } from '@/lib/content/front-matter';
import { IFRAME_REFUSED } from '@/lib/content/markdown-parse';
import { clientLogoSchema, personSchema, postSchema } from '@/lib/content/schema';
import { loadContent } from '@/lib/content/server';
import { postPath, ROUTES, servicePath } from '@/lib/routes';
import { slugify } from '@/lib/text/slugify';

import { copyProject, type ProjectCopy } from './project-copy';

const port = Number(process.env.EDITING_PORT ?? 3241) + 2;
const cmsPort = port + 1;
const base = `http://127.0.0.1:${port}`;

const content = loadContent();
const category = content.categories.at(-1)!;
const author = content.authors[0]!;
const service = content.services[0]!;
const faq = service.faqs[0]!;
const title = "Editor test: a launch checklist's first day";
// Written by the editor from the title, as it is typed.
const slug = slugify(title);
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

let copy: ProjectCopy;

// A dev server compiles each page on its first request; an editor step that hangs fails
// within minutes, not at the suite's 50 (set for production builds).
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.use({ actionTimeout: 120_000, navigationTimeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  copy = copyProject('web-editor');
  // The local server answers /admin on this dev server only.
  const env = { CMS_LOCAL_PORT: String(cmsPort), CMS_SITE_PORT: String(port) };
  // Any answer will do: the local server answers 404 to a plain GET of its root.
  await copy.serve('npm', ['run', 'cms'], `http://127.0.0.1:${cmsPort}/`, env);
  await copy.serve('npm', ['run', 'dev', '--', '-p', String(port), '-H', '127.0.0.1'], `${base}/admin`, env);
});

test.afterAll(async () => copy?.remove());

/** `npm run content:check` in the copy: whether it passed and what it printed. */
function contentCheck(): { ok: boolean; output: string } {
  try {
    const output = execFileSync('npm', ['run', 'content:check'], { cwd: copy.root, encoding: 'utf8' });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** `git diff --numstat` of a file against its text before: [lines added, lines removed]. */
function diffLines(file: string, before: string): [number, number] {
  const original = path.join(copy.root, 'diff-before');
  writeFileSync(original, before);
  let output = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--numstat', original, path.join(copy.root, file)]);
  } catch (error) {
    // git diff exits 1 when the files differ.
    output = String((error as { stdout?: Buffer }).stdout ?? '');
  }
  const [added = 0, removed = 0] = output.trim().split(/\s+/).map(Number);
  return [added, removed];
}

/** Opens the editor in local mode: "Login" signs in to the loopback server, no account. */
async function openEditor(page: Page, hash: string) {
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${base}/admin#${hash}`);
}

/** Chooses an option of a select field (Decap draws react-select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes Markdown into the body (the last Markdown field), in its raw (Markdown) mode. */
async function writeMarkdown(page: Page, text: string) {
  // The mode toggle's label, not the field's hint (which may say "Markdown" too).
  await page.locator('span:text-is("Markdown")').last().click();
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.insertText(text);
}

async function fillPost(page: Page, postTitle: string) {
  await page.getByLabel('Title', { exact: true }).fill(postTitle);
  // A new entry's slug follows its title.
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slugify(postTitle));
  await page.getByLabel('Excerpt', { exact: true }).fill('What to check before a marketing site goes live.');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A short checklist for launching a B2B marketing site without surprises on the first day.');
  await choose(page, 'Author', author.id);
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await choose(page, 'Category', category.slug);
}

/** Draws a plain picture and uploads it as the (only) image field's file, through the media library. */
async function uploadImage(page: Page, name: string, width = 1600, height = 900) {
  const file = path.join(copy.root, name);
  await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toFile(file);
  await chooseFile(page, file);
}

/** Uploads a file as the (only) image field's file, through the media library. */
async function chooseFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Publishes the entry; resolves with the local server's answer (it runs the check first). */
async function publish(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1' &&
      response.request().postData()?.includes('"persistEntry"') === true,
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  return (await answer).status();
}

/** `npm run dev` follows content/: the page shows a save on a later load. */
async function loadUntil(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 300_000 });
}

test('a new post with an uploaded cover, a heading, a list and a table lands in content/, passes the check and renders', async ({
  page,
}) => {
  await openEditor(page, '/collections/posts/new');
  await fillPost(page, title);

  // The cover: uploaded through the media library, with its alt text (marked as required).
  await uploadImage(page, 'cover-upload.png');
  await page
    .getByRole('textbox', { name: 'Alt text', exact: true })
    .fill('A plain blue test image uploaded by the editor test.');

  await writeMarkdown(page, body);
  // The preview draws the body with the site's own Markdown rendering.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { name: 'Before launch' })).toBeVisible();
  await expect(preview.getByRole('table')).toBeVisible();

  expect(await publish(page)).toBe(200);
  const text = copy.read(`content/posts/${slug}.md`);
  expect(text).toContain(`category: ${category.slug}`);
  // The front matter in the schema's order, as `npm run new` writes it; the list as typed.
  const keys = Object.keys(parseDocument(FRONT_MATTER.exec(text)![1]!).toJS() as object);
  expect(keys).toEqual(Object.keys(postSchema.shape).filter((key) => keys.includes(key)));
  expect(keys.length).toBeGreaterThan(5);
  expect(text).toContain('- Redirects mapped');
  expect(text).toContain('## Before launch');
  expect(text).toContain('| Redirects | SEO |');
  expect(text).toMatch(new RegExp(`src: \\.\\./media/posts/${slug}/cover-upload\\.png`));
  expect(readdirSync(path.join(copy.root, `content/media/posts/${slug}`))).toContain('cover-upload.png');

  const check = contentCheck();
  expect(check.output).toContain('Content check passed');
  expect(check.ok).toBe(true);

  await loadUntil(page, `${base}${postPath(slug)}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1 }),
  );
  await expect(page.getByRole('heading', { name: 'Before launch' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Analytics checked' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Redirects');
  await expect(page.getByAltText('A plain blue test image uploaded by the editor test.')).toBeVisible();
});

test("a service's FAQ edited in the editor is a one-line change to its YAML file and shows on its page", async ({
  page,
}) => {
  const file = `content/services/${service.slug}.yaml`;
  const before = copy.read(file);
  const edited = `${faq.question} (edited in the editor)`;
  await openEditor(page, `/collections/services/entries/${service.slug}`);
  // A list shows each item collapsed, titled by its first field; the chevron in the bar
  // above that title opens it.
  const summary = page.getByText(faq.question, { exact: true }).first();
  await summary.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
  const question = page.getByLabel('Question', { exact: true }).first();
  await expect(question).toHaveValue(faq.question);
  await question.fill(edited);
  expect(await publish(page)).toBe(200);
  expect(copy.read(file)).toContain(edited);
  // Every other key, quote, block and list marker as it was: one line changed.
  expect(diffLines(file, before)).toEqual([1, 1]);
  expect(contentCheck().ok).toBe(true);
  await loadUntil(page, `${base}${servicePath(service.slug)}`, () =>
    expect(page.getByText(edited)).toBeVisible({ timeout: 1 }),
  );
});

test('the contact facts open in the editor as one file: a phone saved there lands in content/contact.yaml, its comments kept, and on /contact', async ({
  page,
}) => {
  const file = 'content/contact.yaml';
  const phone = '+1 310 555 0100'; // the range set aside for fiction, in a temporary copy
  await openEditor(page, '/collections/contact/entries/contact');
  await page.getByLabel('Phone (optional)', { exact: true }).fill(phone);
  expect(await publish(page)).toBe(200);
  const saved = copy.read(file);
  expect(saved).toContain(`phone: ${phone}`);
  expect(saved).toMatch(/^# /);
  expect(contentCheck().ok).toBe(true);
  await loadUntil(page, `${base}${ROUTES.contact}`, () =>
    expect(page.locator('main a[href^="tel:"]')).toHaveText(phone, { timeout: 1 }),
  );
});

test("refused saves: alt text under its field and the body's Markdown in the browser, before anything is sent; the rest by the local server's check, in its words", async ({
  page,
}) => {
  const handSlug = 'editor-test-refused';
  await openEditor(page, '/collections/posts/new');
  await fillPost(page, 'Editor test: an image without alt text');
  // A slug changed by hand stays when the title changes.
  await page.getByLabel('Slug', { exact: true }).fill(handSlug);
  // Focused first, as an editor's click does: Decap redraws a field when it takes the focus,
  // which would otherwise put the caret after the text that fill() has just selected.
  await page.getByLabel('Title', { exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill('Editor test: an image without alt text, retitled');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(handSlug);
  // Named as an image, but not one: only the content check (on the local server) reads it.
  const notAnImage = path.join(copy.root, 'cover-not-an-image.png');
  writeFileSync(notAnImage, 'This is text, not a picture.\n');
  await chooseFile(page, notAnImage);
  await writeMarkdown(
    page,
    'A post with a frame.\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>',
  );

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url());
  });
  const tryToPublish = async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
  };
  await tryToPublish();
  // Decap's check with our alt text widget: under the field, in the schema's words.
  await expect(page.getByText('field "cover.alt" must say what the image shows (alt text)')).toBeVisible();
  expect(saves).toEqual([]);

  // The body's Markdown, checked in the browser with the site's parser (production too):
  // the notice says plainly that nothing was saved, then the check's words, one problem a
  // line, with no "Failed to persist entry: API_ERROR".
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('A file that is not a picture.');
  await tryToPublish();
  const inBrowser = page.getByRole('alert').filter({ hasText: 'iframe' });
  await expect(inBrowser).toBeVisible();
  expect(await inBrowser.innerText()).toBe(
    `Not saved. The content check refused this entry:\n- body, line 3, column 1: ${IFRAME_REFUSED}`,
  );
  // The notice slides in from the right: pictured once it is in place.
  await expect(inBrowser).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('refused-in-browser.png') });
  expect(saves).toEqual([]);
  // It closes by itself after a few seconds (Decap's 8 s), before the editor tries again.
  await expect(inBrowser).toBeHidden({ timeout: 30_000 });

  // What needs the files (the cover is not an image) is refused by the local server's check.
  // The frame is deleted first and seen gone: right after the notice the editor does not
  // always take the selection (or the keys) at the first try, and typing over a selection of
  // several blocks does not always replace all of it.
  const body = page.locator('[contenteditable=true]').last();
  await expect(async () => {
    await body.selectText();
    await page.keyboard.press('Backspace');
    await expect(body).not.toContainText('iframe', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.insertText('A post whose cover is not a picture.');
  await expect(body).toContainText('A post whose cover is not a picture.');
  expect(await publish(page)).toBe(422);
  const byServer = page.getByRole('alert').filter({ hasText: 'not an image' });
  await expect(byServer).toBeVisible();
  const words = await byServer.innerText();
  expect(words).toMatch(
    new RegExp(
      `^Not saved\\. The content check refused this entry:\\n- content/posts/${handSlug}\\.md:\\d+:\\d+: .*cover-not-an-image\\.png.* is not an image this site can read`,
    ),
  );
  expect(words).not.toMatch(/API_ERROR|persist/);
  await expect(byServer).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('refused-by-server.png') });
  expect(existsSync(path.join(copy.root, `content/posts/${handSlug}.md`))).toBe(false);
  expect(existsSync(path.join(copy.root, `content/media/posts/${handSlug}`))).toBe(false);
});

/** Adds an item to a list: Decap's button says "Add <list label, lower case>". */
async function addItem(page: Page, list: string) {
  await page.getByRole('button', { name: `Add ${list}`, exact: true }).click();
}

/** The lines `git diff` shows for an entry added to an empty list (`key: []`) of a file. */
function addedEntry(before: string, key: string, entry: string[]): string {
  expect(before).toMatch(new RegExp(`^${key}: \\[\\]$`, 'm'));
  return before.replace(new RegExp(`^${key}: \\[\\]\\n`, 'm'), `${[`${key}:`, ...entry].join('\n')}\n`);
}

test("a person added in the editor is one new block in content/team.yaml, in the schema's order, its photo beside it", async ({
  page,
}) => {
  const file = 'content/team.yaml';
  const before = copy.read(file);
  // Test data in a temporary copy: no real person.
  const person = { name: 'Editor Test Person', role: 'Test role', alt: 'A plain blue test square.' };
  await openEditor(page, '/collections/team/entries/team');
  await addItem(page, 'people');
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Role', { exact: true }).fill(person.role);
  await uploadImage(page, 'team-photo.png', 600, 600);
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill(person.alt);
  expect(await publish(page)).toBe(200);

  const saved = copy.read(file);
  const written = (parseDocument(saved).toJS() as { people: Record<string, unknown>[] }).people;
  expect(written).toHaveLength(1);
  // Keys in the schema's order (the optional caption and links left out, as people write it).
  expect(Object.keys(written[0]!)).toEqual(
    Object.keys(personSchema.shape).filter((key) => key in written[0]!),
  );
  // The file as it was, comments and all, with the entry as a block list: a one-entry diff.
  expect(saved).toBe(
    addedEntry(before, 'people', [
      `  - name: ${person.name}`,
      `    role: ${person.role}`,
      '    photo:',
      '      src: media/team/team-photo.png',
      `      alt: ${person.alt}`,
    ]),
  );
  expect(diffLines(file, before)).toEqual([6, 1]);
  expect(readdirSync(path.join(copy.root, 'content/media/team'))).toContain('team-photo.png');
  const check = contentCheck();
  expect(check.output).toContain('Content check passed');
  expect(check.ok).toBe(true);
});

test("a client's logo added in the editor is one new block in content/clients.yaml, in the schema's order, the file beside it", async ({
  page,
}) => {
  const file = 'content/clients.yaml';
  const before = copy.read(file);
  const client = 'Editor Test Client';
  await openEditor(page, '/collections/clients/entries/clients');
  await addItem(page, 'logos');
  await page.getByLabel('Name', { exact: true }).fill(client);
  await uploadImage(page, 'client-logo.png', 800, 400);
  expect(await publish(page)).toBe(200);

  const saved = copy.read(file);
  const written = (parseDocument(saved).toJS() as { logos: Record<string, unknown>[] }).logos;
  expect(Object.keys(written[0]!)).toEqual(Object.keys(clientLogoSchema.in.shape));
  expect(saved).toBe(
    addedEntry(before, 'logos', [`  - name: ${client}`, '    src: media/clients/client-logo.png']),
  );
  expect(diffLines(file, before)).toEqual([3, 1]);
  expect(readdirSync(path.join(copy.root, 'content/media/clients'))).toContain('client-logo.png');
  const check = contentCheck();
  expect(check.output).toContain('Content check passed');
  expect(check.ok).toBe(true);
});
