/**
 * npm's postbuild step: fails the build when a server bundle's file trace (the `.nft.json`
 * beside each route, the files a deployment copies with its function and `output:
 * 'standalone'` bundles) reaches a folder no server code reads. A file path the bundler
 * cannot scope makes it trace the whole project, tests and every image in public/ included,
 * and only a warning in the build log says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { DIST_DIR } from '@/lib/env/dist-dir';

/**
 * Folders of the project that the server reads nothing from at run time (public/ is read,
 * and tests/fixtures/ holds the proof a test build reads through CONTENT_FIXTURE).
 */
const UNTRACED_FOLDERS = ['docs', 'scripts', 'bench', 'tests/e2e', 'tests/unit', '.github', '.ci'];

const root = path.resolve(__dirname, '..');
const serverDir = path.join(root, DIST_DIR, 'server');
const traces = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.nft.json'),
);

const wrong: string[] = [];
for (const trace of traces) {
  const folder = path.dirname(path.join(serverDir, trace));
  const { files } = JSON.parse(readFileSync(path.join(serverDir, trace), 'utf8')) as { files: string[] };
  const reached = new Set(
    files
      .map((file) => path.relative(root, path.resolve(folder, file)))
      .flatMap((file) => UNTRACED_FOLDERS.filter((untraced) => file.startsWith(`${untraced}/`))),
  );
  if (reached.size > 0)
    wrong.push(`${DIST_DIR}/server/${trace} traces files in ${[...reached].sort().join('/, ')}/`);
}
if (wrong.length > 0) {
  console.error(
    [
      `Server bundles trace folders no server code reads (${wrong.length} of ${traces.length}):`,
      ...wrong.slice(0, 5).map((line) => `  ${line}`),
      ...(wrong.length > 5 ? [`  … and ${wrong.length - 5} more`] : []),
      'The build log\'s "Dynamic filesystem access" warning names the call: scope its path to a',
      'folder, or mark it /*turbopackIgnore: true*/ where the file is never part of the bundle.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Traces: ${traces.length} server bundles, none reaching ${UNTRACED_FOLDERS.join('/, ')}/.`);
