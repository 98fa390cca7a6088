/** Guards `next build` against shipping without the embedded search index. */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { SEARCH_INDEX_PATH } from '../index-options';

export const searchIndexFile = (root = process.cwd()) => path.join(root, 'public', SEARCH_INDEX_PATH);

/** Throws with the fix when `next build` starts without the file `npm run build` writes first. */
export function assertSearchIndexBuilt(
  argv: readonly string[],
  exists: (file: string) => boolean = existsSync,
) {
  const file = searchIndexFile();
  if (argv.includes('build') && !exists(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: run "npm run build" (its prebuild step writes it) or "npm run search:index" before "next build".`,
    );
  }
}
