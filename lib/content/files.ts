import { readdirSync } from 'node:fs';
import path from 'node:path';

import type { ContentEntry, ContentIssue } from './validate';

/**
 * A module written but never registered would silently not appear on the site; this
 * finds such files. Node-only, so it runs in the content:check script, not in the build.
 */
export function unregisteredFiles(root: string, entries: ContentEntry[]): ContentIssue[] {
  const registered = new Set(entries.map((entry) => entry.file));
  const folders = new Set(entries.filter((e) => e.key !== undefined).map((e) => path.dirname(e.file)));
  return [...folders].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => `${folder}/${name}`)
      .filter((file) => !registered.has(file))
      .map((file) => ({
        file,
        field: '(file)',
        reason: `is not registered in ${folder}/index.ts, so the site does not show it`,
      })),
  );
}
