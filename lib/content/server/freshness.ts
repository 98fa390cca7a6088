/**
 * How `next dev` notices an editor's save: a fingerprint of every file under content/ (and
 * of the media manifest), compared on each load. Statting a few hundred files takes about a
 * millisecond, so it is taken at most every CHECK_EVERY_MS, well inside the 2 s an editor
 * waits for a reload. Builds never call it: they read the content once per process.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { MEDIA_MANIFEST } from './media';

/** Written from the content by the dev runner itself (scripts/dev.ts): not an editor's change. */
const DERIVED = new Set(['content/menu-links.json']);

const CHECK_EVERY_MS = 150;

let last: { at: number; root: string; fingerprint: string } | undefined;

function stamp(file: string): string {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    // Deleted between the listing and the stat: the next look sees it gone.
    return '-';
  }
}

/** Changes whenever a file under content/ is saved, added, removed or renamed. */
export function contentFingerprint(root: string, now = Date.now()): string {
  if (last && last.root === root && now - last.at < CHECK_EVERY_MS) return last.fingerprint;
  const folder = path.join(root, 'content');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `content/${name.split(path.sep).join('/')}`)
    .filter((name) => !DERIVED.has(name))
    .sort();
  const fingerprint = [...files, MEDIA_MANIFEST]
    .map((name) => `${name}=${stamp(path.join(root, name))}`)
    .join('\n');
  last = { at: now, root, fingerprint };
  return fingerprint;
}
