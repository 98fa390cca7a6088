/**
 * npm run favicon: renders the site's icon (public/favicon.svg) to the PNG the pages link
 * (public/favicon.png). A page linking an SVG icon has Chromium draw it in a document of its
 * own on the page's main thread after the first paint: 40–60 ms, the longest task of many
 * loads on a slow phone. Committed output: run it after changing the SVG; a unit test
 * (tests/unit/favicon.test.ts) fails while the PNG differs from a fresh rendering.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { runAsCommand } from './command';

export const FAVICON_SVG = 'public/favicon.svg';
export const FAVICON_PNG = 'public/favicon.png';
/** A browser tab's icon at DPR 2 (16 CSS px). */
export const FAVICON_SIZE = 32;

/** The icon drawn at FAVICON_SIZE, as PNG bytes. */
export function renderFavicon(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 300 })
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

async function writeFavicon() {
  const root = process.cwd();
  const png = await renderFavicon(readFileSync(path.join(root, FAVICON_SVG)));
  writeFileSync(path.join(root, FAVICON_PNG), png);
  console.log(`${FAVICON_PNG}: ${png.length} bytes`);
}

runAsCommand(module, writeFavicon);
