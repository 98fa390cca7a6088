/**
 * `npm run illustrations [-- filter]`: draws every planned image with Chromium, compresses it
 * to a palette PNG and writes content/media/illustrations.json. A dev-time tool: the build
 * only reads the PNGs it leaves behind. A filter (part of "collection/slug/name") redraws
 * just the matching images; the manifest always lists the whole plan.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';
import sharp from 'sharp';

import { MANIFEST_FILE, type ManifestEntry, manifestEntry, plannedDarkFile, plannedFile } from './manifest';
import { plan } from './plan';
import { unquotedPhrases } from './quotes';
import { ROOT } from './sources';
import { hasDarkRendering, type ImageTheme, renderHtml } from './templates';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  const filter = process.argv[2] ?? '';

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
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const image of plan) {
      const file = plannedFile(image);
      if (filter && !file.includes(filter)) continue;
      await page.setViewportSize({ width: image.width, height: image.height });
      const renderings: [string, ImageTheme][] = [[file, 'light']];
      if (hasDarkRendering(image.art)) renderings.push([plannedDarkFile(image), 'dark']);
      for (const [target, theme] of renderings) {
        await page.setContent(renderHtml(image.art, image.width, image.height, theme), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const shot = await page.screenshot({ type: 'png' });
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

/**
 * Deletes images this tool drew earlier (listed in the previous manifest) that the plan no
 * longer has. Files it did not draw, such as an editor's own images beside them, stay.
 */
function removeUnplanned() {
  const manifestPath = path.join(ROOT, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return;
  const previous = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  const planned = new Set(
    plan.flatMap((image) => [
      plannedFile(image),
      ...(hasDarkRendering(image.art) ? [plannedDarkFile(image)] : []),
    ]),
  );
  for (const file of previous.flatMap((entry) => [entry.file, entry.dark ?? ''])) {
    if (file && !planned.has(file)) rmSync(path.join(ROOT, file), { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
