/**
 * npm's postbuild step: adds the explicit compile hint (lib/first-paint/compile-hints.ts) to every
 * client script of the build, and shifts each one's source map, if there is one, to match.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { DIST_DIR } from '@/lib/env/dist-dir';
import { firstPaintTricksOn } from '@/lib/first-paint';
import { shiftedByOneLine, withCompileHint } from '@/lib/first-paint/compile-hints';

if (!firstPaintTricksOn(process.env.FIRST_PAINT_TRICKS)) {
  console.log('Compile hints: skipped (FIRST_PAINT_TRICKS=off).');
  process.exit(0);
}

const clientDir = path.resolve(__dirname, '..', DIST_DIR, 'static');

let hinted = 0;
for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.js')) continue;
  const script = path.join(clientDir, file);
  const source = readFileSync(script, 'utf8');
  const result = withCompileHint(source);
  if (result === source) continue;
  writeFileSync(script, result);
  const map = `${script}.map`;
  if (existsSync(map))
    writeFileSync(map, JSON.stringify(shiftedByOneLine(JSON.parse(readFileSync(map, 'utf8')))));
  hinted += 1;
}
console.log(`Compile hints: ${hinted} client scripts of ${DIST_DIR} marked for eager compilation.`);
