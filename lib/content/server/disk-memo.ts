/**
 * A memo of pure results on disk, shared by the processes of one build (the prebuild, then
 * Next's workers each load the content; parsing Markdown is most of that): the first process
 * computes, the others read. Results are handed out as fresh copies, so a caller that adds to
 * one (the loader adds image sizes) never changes what the next gets.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DiskMemo<T> {
  /** The stored result for `input`, or `compute(input)` stored for next time. */
  get(input: string, compute: (input: string) => T): T;
  /** Writes the results computed in this process; the process does it on exit too. */
  save(): void;
}

/** Next's build cache, which it keeps between builds: the home of every memo a build reuses. */
export const BUILD_CACHE_FOLDER = '.next/cache';

export const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 24);
};

/**
 * `version` names everything the results depend on besides the input (the parser's own
 * sources): a new version starts an empty memo in a file of its own.
 */
export function diskMemo<T>(folder: string, version: string): DiskMemo<T> {
  // A cache file, never part of a bundle: not traced (a folder unknown to the bundler would
  // trace every .json of the project).
  const file = path.join(/*turbopackIgnore: true*/ folder, `${version}.json`);
  let stored: Record<string, string> | undefined;
  // What this process asked for: saving only these drops the results of edited-away text.
  const used: Record<string, string> = {};
  let added = 0;

  const entries = (): Record<string, string> => {
    if (!stored) {
      try {
        stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
      } catch {
        // A file cut short (a build stopped mid-write) is only a cache: start again.
        stored = {};
      }
    }
    return stored;
  };

  const save = () => {
    if (added === 0) return;
    mkdirSync(folder, { recursive: true });
    // Written aside, then renamed: a process reading at the same moment sees a whole file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(used));
    renameSync(partial, file);
    added = 0;
  };
  process.once('exit', save);

  return {
    get(input, compute) {
      const key = hashOf(input);
      const known = entries()[key];
      if (known !== undefined) {
        used[key] = known;
        return JSON.parse(known) as T;
      }
      const result = compute(input);
      // The text is taken now, before the caller can add to the result.
      used[key] = entries()[key] = JSON.stringify(result);
      added += 1;
      return result;
    },
    save,
  };
}
