/**
 * The content check as the web editor's gate in local mode (scripts/cms-server.ts): an
 * entry the editor saves is checked with the files it writes in place, on a copy of
 * content/, and refused with the check's own words if it adds a problem. Node only.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { checkContent, formatIssue } from '../validate';
import { readContentSource } from './index';

export interface FileToWrite {
  /** Relative to the site's root, as the editor names it, e.g. content/posts/a.md. */
  path: string;
  content: string | Buffer;
}

/** Problems of the content as it is now: a save is refused only for problems it adds. */
export const currentProblems = (root: string): string[] =>
  checkContent(readContentSource(root)).issues.map(formatIssue);

/** Problems the files would add to the content, in the content check's words. */
export function problemsAdded(root: string, files: FileToWrite[], before = currentProblems(root)): string[] {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'cms-check-'));
  try {
    cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
    for (const file of files) {
      const target = path.resolve(copy, file.path);
      if (!target.startsWith(path.join(copy, 'content') + path.sep))
        return [`${file.path}: the editor may only write under content/`];
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    const known = new Set(before);
    return currentProblems(copy).filter((problem) => !known.has(problem));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
