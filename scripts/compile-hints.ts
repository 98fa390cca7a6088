/**
 * npm's postbuild step: adds the explicit compile hint (lib/compile-hints.ts) to every
 * start-up script of the build, and shifts each one's source map, if there is one, to match.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shiftedByOneLine, startupScripts, withCompileHint, type BuildManifest } from '@/lib/compile-hints';
import { DIST_DIR } from '@/lib/dist-dir';

const dist = path.resolve(__dirname, '..', DIST_DIR);
const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as BuildManifest;

let hinted = 0;
for (const file of startupScripts(manifest)) {
  const script = path.join(dist, file);
  const source = readFileSync(script, 'utf8');
  const result = withCompileHint(source);
  if (result === source) continue;
  writeFileSync(script, result);
  const map = `${script}.map`;
  if (existsSync(map)) writeFileSync(map, JSON.stringify(shiftedByOneLine(JSON.parse(readFileSync(map, 'utf8')))));
  hinted += 1;
}
console.log(`Compile hints: ${hinted} start-up scripts of ${DIST_DIR} marked for eager compilation.`);
