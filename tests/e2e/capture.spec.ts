/**
 * `npm run capture` against a tiny local site: it drives a browser of its own, so it lives
 * with the browser tests (tests/unit/capture.test.ts has the checks that answer before that).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { CASE_STUDY_PARTS } from '../../lib/content/front-matter';
import { PLACEHOLDER } from '../../lib/content/scaffold';
import { readMarkdownEntry } from '../../lib/content/server/files';
import { checkContent } from '../../lib/content/validate';
import { BROWSER, PHONE } from '../../lib/media/frame';
import { capture, captureName, SHOTS } from '../../scripts/capture';
import {
  type CaptureSite,
  coverOf,
  ENTRY,
  FILE,
  galleryOf,
  PAGE_TITLE,
  startCaptureSite,
} from '../fixtures/capture-site';
import { emptyContentSource } from '../fixtures/content-source';

let site: CaptureSite;

test.beforeAll(async () => {
  site = await startCaptureSite();
});

test.afterAll(() => site.close());

// Each capture launches Chromium and loads the page at two sizes.
test.slow();

test('npm run capture frames a desktop and a phone screenshot and adds them to the gallery, alt text to fill in', async () => {
  const { root, origin } = site;
  const before = galleryOf(root);
  const { images } = await capture(root, ENTRY, `${origin}/`);
  expect(images).toHaveLength(SHOTS.length);

  const after = galleryOf(root);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length).map((image) => image.src)).toEqual(images.map((i) => i.src));
  for (const image of after.slice(before.length)) expect(image.alt.startsWith(PLACEHOLDER)).toBe(true);
  // Named and captioned after the page's title; the fixture page has no dark theme, so no twin.
  const title = PAGE_TITLE;
  const base = captureName(title, new URL(`${origin}/`)).file;
  expect(images.map((image) => path.posix.basename(image.src))).toEqual(
    SHOTS.map((shot) => `${base}-${shot.name}.png`),
  );
  for (const image of images) expect(image.caption.startsWith(`${title}, captured on `)).toBe(true);
  expect(
    readdirSync(path.join(root, 'content/media/case-studies/ami')).filter((f) => f.includes('.dark.')),
  ).toEqual([]);

  // The desktop shot sits in a browser window as wide as the frame; the phone in a bezel.
  const [desktop, phone] = await Promise.all(
    images.map((image) => sharp(path.join(root, 'content/case-studies', image.src)).metadata()),
  );
  const [desktopShot, phoneShot] = SHOTS;
  // At device scale 2, drawn at its own size: sharp on a retina screen at full width.
  const border = Math.round(
    (BROWSER.border * desktopShot.viewport.width * desktopShot.scale) / BROWSER.designWidth,
  );
  expect(desktop?.width).toBe(desktopShot.viewport.width * desktopShot.scale + 2 * border);
  expect(desktop?.width).toBeGreaterThanOrEqual(2400);
  expect(desktop?.height).toBeGreaterThan(desktopShot.viewport.height * desktopShot.scale);
  expect(phone?.width).toBe(phoneShot.viewport.width * phoneShot.scale + 2 * PHONE.bezel);
  expect(phone?.height).toBe(phoneShot.viewport.height * phoneShot.scale + 2 * PHONE.bezel);

  // The content check holds the entry until an editor writes each alt text.
  const { entry } = readMarkdownEntry(root, FILE, CASE_STUDY_PARTS);
  const held = checkContent({ ...emptyContentSource(), caseStudies: [entry!] }).issues.filter((issue) =>
    issue.reason.includes(PLACEHOLDER),
  );
  // One line for the file, at the first capture's alt text, counting every capture's.
  expect(held.map((issue) => issue.field)).toEqual([`gallery[${before.length}]`]);
  expect(held[0]!.reason).toContain(`the first of ${images.length} "${PLACEHOLDER}" texts left`);
  expect(held[0]!.line).toBeDefined();

  // Capturing the same site again replaces the files and adds nothing.
  await capture(root, ENTRY, `${origin}/`);
  expect(galleryOf(root)).toHaveLength(after.length);
});

test('npm run capture --cover makes the desktop capture the cover, pairs the captures in the gallery and moves the drawn cover last', async () => {
  const { root, origin } = site;
  const drawn = coverOf(root);
  const { images } = await capture(root, ENTRY, `${origin}/`, { cover: true });
  expect(coverOf(root)).toEqual(images[0]);
  const gallery = galleryOf(root).map((image) => image.src);
  // The phone capture right after its desktop twin, as the page pairs them; the drawing last.
  const phone = gallery.indexOf(images[1]!.src);
  expect(gallery[phone - 1]).toBe(images[0]?.src);
  expect(gallery.at(-1)).toBe(drawn.src);
});

test('npm run capture says so when the page does not load, and writes nothing', async () => {
  const { root, origin } = site;
  const before = readFileSync(path.join(root, FILE), 'utf8');
  await expect(capture(root, ENTRY, `${origin}/missing`)).rejects.toThrow(
    /answered 404 Not Found: nothing was captured/,
  );
  // A port nobody listens on: one the system handed out and took back.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  await expect(capture(root, ENTRY, `http://127.0.0.1:${port}/`)).rejects.toThrow(
    /could not load .*ERR_CONNECTION_REFUSED.*is the address right and the site up/,
  );
  expect(readFileSync(path.join(root, FILE), 'utf8')).toBe(before);
});
