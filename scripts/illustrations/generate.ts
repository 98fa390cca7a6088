/**
 * `npm run illustrations [-- filter]`: draws every planned image with Chromium, compresses it
 * to a palette PNG and writes content/media/illustrations.json. A dev-time tool: the build
 * only reads the PNGs it leaves behind. A filter (part of "collection/slug/name") redraws
 * just the matching images; the manifest always lists the whole plan.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright';
import sharp from 'sharp';

import { MANIFEST_FILE, manifestEntry, plannedFile } from './manifest';
import { plan } from './plan';
import { unquotedPhrases } from './quotes';
import { ROOT } from './sources';
import { renderHtml } from './templates';

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
      await page.setContent(renderHtml(image.art, image.width, image.height), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const shot = await page.screenshot({ type: 'png' });
      // Flat colours survive a 128-colour palette; it keeps each file near 50 KB.
      const png = await sharp(shot)
        .png({ palette: true, colours: 128, dither: 0.6, effort: 10, compressionLevel: 9 })
        .toBuffer();
      const out = path.join(ROOT, file);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, png);
      console.log(`${file}  ${(png.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
  }

  removeUnplanned();
  writeFileSync(path.join(ROOT, MANIFEST_FILE), `${JSON.stringify(plan.map(manifestEntry), null, 2)}\n`);
  console.log(`${MANIFEST_FILE}: ${plan.length} images`);
}

/** Drops PNGs left from images the plan no longer has, so the folder matches the manifest. */
function removeUnplanned() {
  const planned = new Set(plan.map((image) => path.join(ROOT, plannedFile(image))));
  for (const collection of ['case-studies', 'portfolio', 'posts']) {
    const dir = path.join(ROOT, 'content/media', collection);
    let slugs: string[] = [];
    try {
      slugs = readdirSync(dir);
    } catch {
      continue;
    }
    for (const slug of slugs) {
      const slugDir = path.join(dir, slug);
      if (!statSync(slugDir).isDirectory()) continue;
      for (const name of readdirSync(slugDir)) {
        const file = path.join(slugDir, name);
        if (name.endsWith('.png') && !planned.has(file)) rmSync(file);
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
