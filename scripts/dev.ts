/*
 * npm run dev: the site as editors work on it. Starts `next dev` (its arguments passed on,
 * e.g. `npm run dev -- -p 3001`) while writing the Services menu and the search index, then
 * follows content/: after each save it writes them again, while the pages read the content anew on
 * their next request (lib/content/server/freshness.ts). Images are rendered when first shown
 * (pages/api/dev-media), not all before the server starts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';

/** Files this runner writes itself: following them would loop. */
const DERIVED = ['menu-links.json'];
/** Saves arrive as bursts of events (an editor writes a file in several steps). */
const QUIET_MS = 80;

const root = process.cwd();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const derivedScript = path.join(root, 'scripts', 'dev-derived.ts');

const next: ChildProcess = spawn(
  path.join(root, 'node_modules', '.bin', 'next'),
  ['dev', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));

let timer: NodeJS.Timeout | undefined;
let running: ChildProcess | undefined;
let again = false;

function refresh() {
  if (running) {
    again = true;
    return;
  }
  // As the pages see the content: drafts and scheduled entries included, images planned on demand.
  running = spawn(tsx, [derivedScript], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  running.on('exit', () => {
    running = undefined;
    if (again) {
      again = false;
      refresh();
    }
  });
}

// Beside the server's start, not before it: the committed menu serves until then.
refresh();
watch(path.join(root, 'content'), { recursive: true }, (_event, name) => {
  if (name && DERIVED.some((derived) => name.startsWith(derived))) return;
  clearTimeout(timer);
  timer = setTimeout(refresh, QUIET_MS);
});
