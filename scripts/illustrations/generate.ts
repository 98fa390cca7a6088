/**
 * `npm run illustrations [-- filter]`: draws every planned image with Chromium, compresses it
 * to a palette PNG and writes content/media/illustrations.json. A dev-time tool: the build
 * only reads the PNGs it leaves behind. A filter (part of "collection/slug/name") redraws
 * just the matching images; the manifest always lists the whole plan.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

import {
  MANIFEST_FILE,
  type ManifestEntry,
  manifestEntry,
  plannedDarkFile,
  plannedFile,
  plannedFiles,
  plannedPhoneFiles,
} from './manifest';
import { plan } from './plan';
import { unquotedPhrases } from './quotes';
import { ROOT } from './sources';
import {
  hasDarkRendering,
  hasPhoneRendering,
  type ImageLayout,
  type ImageTheme,
  PHONE,
  renderHtml,
  WIDE,
  wideScale,
} from './templates';
import type { Artwork, PlannedImage } from './types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  // `npm run illustrations -- [part of a path] [--missing]`: --missing draws only files not drawn yet.
  const args = process.argv.slice(2);
  const missingOnly = args.includes('--missing');
  const filter = args.find((arg) => !arg.startsWith('--')) ?? '';

  const invented = plan.flatMap((image) =>
    unquotedPhrases(image).map((p) => `${image.collection}/${image.slug}/${image.name}: "${p}"`),
  );
  if (invented.length > 0) {
    throw new Error(`Phrases not found in the entry's own text:\n  ${invented.join('\n  ')}`);
  }

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
  });
  try {
    const pages = {
      wide: await browser.newPage({ deviceScaleFactor: WIDE.scale }),
      plain: await browser.newPage({ deviceScaleFactor: 1 }),
      phone: await browser.newPage({ deviceScaleFactor: PHONE.scale }),
    };
    for (const image of plan) {
      const file = plannedFile(image);
      if (filter && !file.includes(filter)) continue;
      const widePage = wideScale(image.role) === WIDE.scale ? pages.wide : pages.plain;
      await widePage.setViewportSize({ width: image.width, height: image.height });
      const renderings: [string, ImageTheme, ImageLayout][] = [[file, 'light', 'wide']];
      if (hasDarkRendering(image.art)) renderings.push([plannedDarkFile(image), 'dark', 'wide']);
      if (hasPhoneRendering(image.art)) {
        const phone = plannedPhoneFiles(image);
        renderings.push([phone.file, 'light', 'phone'], [phone.dark, 'dark', 'phone']);
      }
      for (const [target, theme, layout] of renderings) {
        if (missingOnly && existsSync(path.join(ROOT, target))) continue;
        const shot =
          layout === 'wide'
            ? await wideShot(widePage, image, theme)
            : await phoneShot(pages.phone, image.art, theme, target);
        // Flat colours survive a 128-colour palette; it keeps each file near 50 KB. Cover art
        // has soft gradients, where strong dithering turns into noise that PNG cannot compress.
        const dither = image.art.template === 'art' ? 0.25 : 0.6;
        const png = await sharp(shot)
          .png({ palette: true, colours: 128, dither, effort: 10, compressionLevel: 9 })
          .toBuffer();
        const out = path.join(ROOT, target);
        mkdirSync(path.dirname(out), { recursive: true });
        writeFileSync(out, png);
        console.log(`${target}  ${(png.length / 1024).toFixed(0)} KB`);
      }
    }
  } finally {
    await browser.close();
  }

  removeUnplanned();
  writeFileSync(path.join(ROOT, MANIFEST_FILE), `${JSON.stringify(plan.map(manifestEntry), null, 2)}\n`);
  console.log(`${MANIFEST_FILE}: ${plan.length} images`);
}

/** The picture at its planned size. */
async function wideShot(page: Page, image: PlannedImage, theme: ImageTheme): Promise<Buffer> {
  await page.setContent(renderHtml(image.art, image.width, image.height, theme), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type: 'png' });
}

/**
 * The phone layout, as tall as its content. Fails on text under PHONE.minFont px or on
 * anything wider than the phone, so a label that would be unreadable never ships.
 */
async function phoneShot(page: Page, art: Artwork, theme: ImageTheme, target: string): Promise<Buffer> {
  await page.setViewportSize({ width: PHONE.width, height: 4 * PHONE.width });
  await page.setContent(renderHtml(art, PHONE.width, 0, theme, 'phone'), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(() => {
    const texts = [...document.querySelectorAll('body *')].filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
    );
    return {
      height: Math.ceil(document.body.firstElementChild?.getBoundingClientRect().bottom ?? 0),
      width: document.documentElement.scrollWidth,
      smallest: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))),
    };
  });
  if (measured.smallest < PHONE.minFont || measured.width > PHONE.width)
    throw new Error(
      `${target}: smallest text ${measured.smallest} px (at least ${PHONE.minFont}), width ${measured.width} px (at most ${PHONE.width})`,
    );
  await page.setViewportSize({ width: PHONE.width, height: measured.height });
  return page.screenshot({ type: 'png' });
}

/**
 * Deletes images this tool drew earlier (listed in the previous manifest) that the plan no
 * longer has. Files it did not draw, such as an editor's own images beside them, stay.
 */
function removeUnplanned() {
  const manifestPath = path.join(ROOT, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return;
  const previous = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  const planned = new Set(plan.flatMap(plannedFiles));
  for (const file of previous.flatMap((entry) => [
    entry.file,
    entry.dark ?? '',
    ...Object.values(entry.phone ?? {}),
  ])) {
    if (file && !planned.has(file)) rmSync(path.join(ROOT, file), { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
