/**
 * npm's postbuild step, after the compile hints: removes source files (.ts, .tsx) from the
 * build's client folder. Turbopack builds `new Worker(new URL('./search.worker.ts',
 * import.meta.url))` into a worker chunk of its own, and also copies the raw source into
 * static/media/ as an asset nothing loads (next.js issue #98137 shows the same copy): served,
 * it would publish our source as written.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { DIST_DIR } from '@/lib/env/dist-dir';

const clientDir = path.resolve(__dirname, '..', DIST_DIR, 'static');
const sources = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(ts|tsx|mts|cts)$/.test(file),
);
for (const file of sources) rmSync(path.join(clientDir, file));
console.log(`Sources: ${sources.length} source file(s) removed from ${DIST_DIR}/static.`);
