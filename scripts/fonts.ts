/**
 * npm run fonts: cuts the brand faces down to what the first paint needs (lib/first-paint/
 * font-subset.ts) and writes them to styles/fonts/, where components/fonts.ts declares them.
 * Committed output: run it after upgrading a font package or changing the cut; a unit test
 * (tests/unit/font-subset.test.ts) fails while the committed files differ from a fresh cut.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import subsetFont from 'subset-font';

import { coreText, WEIGHT_RANGE } from '@/lib/first-paint/font-subset';

import { runAsCommand } from './command';

/** Each cut file and the package file it is cut from (the variable, latin, upright one). */
export const FONT_CUTS = [
  {
    file: 'styles/fonts/space-grotesk-core.woff2',
    source: 'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  },
] as const;

/** One cut, as bytes. */
export function cutFont(root: string, source: string): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(root, source)), coreText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_RANGE },
  });
}

async function writeFonts() {
  const root = process.cwd();
  for (const { file, source } of FONT_CUTS) {
    const bytes = await cutFont(root, source);
    writeFileSync(path.join(root, file), bytes);
    console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

runAsCommand(module, writeFonts);
