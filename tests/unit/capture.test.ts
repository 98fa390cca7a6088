import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CASE_STUDY_PARTS } from '@/lib/content/front-matter';
import { PLACEHOLDER } from '@/lib/content/scaffold';
import { readMarkdownEntry } from '@/lib/content/server/files';
import { checkContent } from '@/lib/content/validate';
import { BROWSER, PHONE } from '@/lib/media/frame';
import { addToGallery, capture, SHOTS } from '@/scripts/capture';
import { emptyContentSource } from '@/tests/fixtures/content-source';

const page = readFileSync(path.join(__dirname, '../fixtures/capture/page.html'));
const ENTRY = 'case-studies/ami';
const FILE = 'content/case-studies/ami.md';

let server: Server;
let origin: string;
let root: string;

beforeAll(async () => {
  // A tiny local site: the fixture page at /, a 404 anywhere else.
  server = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A copy of one entry: the real content is never written by a test.
  root = mkdtempSync(path.join(os.tmpdir(), 'capture-'));
  mkdirSync(path.join(root, 'content/case-studies'), { recursive: true });
  copyFileSync(path.join(process.cwd(), FILE), path.join(root, FILE));
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const galleryOf = (root: string) => {
  const { entry } = readMarkdownEntry(root, FILE, CASE_STUDY_PARTS);
  return (entry?.data as { gallery: { src: string; alt: string; caption: string }[] }).gallery;
};

describe('npm run capture', () => {
  it('frames a desktop and a phone screenshot and adds them to the gallery, alt text to fill in', async () => {
    const before = galleryOf(root);
    const { images } = await capture(root, ENTRY, `${origin}/`);
    expect(images).toHaveLength(SHOTS.length);

    const after = galleryOf(root);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((image) => image.src)).toEqual(images.map((i) => i.src));
    for (const image of after.slice(before.length)) expect(image.alt.startsWith(PLACEHOLDER)).toBe(true);

    // The desktop shot sits in a browser window as wide as the frame; the phone in a bezel.
    const [desktop, phone] = await Promise.all(
      images.map((image) => sharp(path.join(root, 'content/case-studies', image.src)).metadata()),
    );
    const [desktopShot, phoneShot] = SHOTS;
    expect(desktop?.width).toBe(BROWSER.width);
    expect(desktop?.height).toBeGreaterThan(
      (BROWSER.width * desktopShot.viewport.height) / desktopShot.viewport.width,
    );
    expect(phone?.width).toBe(phoneShot.viewport.width * phoneShot.scale + 2 * PHONE.bezel);
    expect(phone?.height).toBe(phoneShot.viewport.height * phoneShot.scale + 2 * PHONE.bezel);

    // The content check holds the entry until an editor writes each alt text.
    const { entry } = readMarkdownEntry(root, FILE, CASE_STUDY_PARTS);
    const held = checkContent({ ...emptyContentSource(), caseStudies: [entry!] }).issues.filter((issue) =>
      issue.reason.includes(PLACEHOLDER),
    );
    expect(held.map((issue) => issue.field)).toEqual(images.map((_, i) => `gallery[${before.length + i}]`));
    expect(held.every((issue) => issue.line !== undefined)).toBe(true);

    // Capturing the same site again replaces the files and adds nothing.
    await capture(root, ENTRY, `${origin}/`);
    expect(galleryOf(root)).toHaveLength(after.length);
  }, 120_000);

  it('refuses an unknown entry, naming the ones that exist', async () => {
    await expect(capture(root, 'case-studies/nope', `${origin}/`)).rejects.toThrow(
      /no case study "nope" \(content\/case-studies\/nope\.md does not exist\); known: ami/,
    );
    await expect(capture(root, 'posts/ami', `${origin}/`)).rejects.toThrow(/is not an entry/);
  });

  it('refuses an address that is not a full http(s) URL', async () => {
    for (const bad of ['example.com', 'ftp://example.com/', undefined])
      await expect(capture(root, ENTRY, bad)).rejects.toThrow(/is not a web address: give the full URL/);
  });

  it('says so when the page does not load, and writes nothing', async () => {
    const before = readFileSync(path.join(root, FILE), 'utf8');
    await expect(capture(root, ENTRY, `${origin}/missing`)).rejects.toThrow(
      /answered 404 Not Found: nothing was captured/,
    );
    // A port nobody listens on: the server above, closed, once had one.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(capture(root, ENTRY, `http://127.0.0.1:${port}/`)).rejects.toThrow(
      /could not load .*ERR_CONNECTION_REFUSED.*is the address right and the site up/,
    );
    expect(readFileSync(path.join(root, FILE), 'utf8')).toBe(before);
  }, 120_000);
});

describe('addToGallery', () => {
  const image = { src: '../media/x/shot.png', alt: `${PLACEHOLDER} it`, caption: "Screenshot: it's here" };

  it('creates the gallery when the entry has none, leaving the rest as written', () => {
    const source = '---\nslug: x\ntitle: "Kept: as is"\n---\n\n# Challenge\n\nText.\n';
    expect(addToGallery(source, [image])).toBe(
      [
        '---',
        'slug: x',
        'title: "Kept: as is"',
        'gallery:',
        '  - src: ../media/x/shot.png',
        `    alt: '${PLACEHOLDER} it'`,
        "    caption: 'Screenshot: it''s here'",
        '---',
        '',
        '# Challenge',
        '',
        'Text.',
        '',
      ].join('\n'),
    );
  });
});
