/**
 * How the media step talks while it renders: files done of files to do, at most one line
 * every few seconds (a cold build renders for minutes and must not look hung, nor flood a
 * deploy log), then one line that sums up.
 */

/** At most one progress line this often. */
export const PROGRESS_EVERY_MS = 5000;

/** "45 s", "8 min 05 s". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

export interface Progress {
  /** Counts `count` more files done, and prints a line if the last was long enough ago. */
  add(count?: number): void;
  /** Files done so far. */
  readonly done: number;
  /** Time since the start, in ms. */
  elapsed(): number;
}

export function progressOf(
  total: number,
  print: (line: string) => void,
  { everyMs = PROGRESS_EVERY_MS, now = Date.now }: { everyMs?: number; now?: () => number } = {},
): Progress {
  const start = now();
  let last = start;
  let done = 0;
  return {
    add(count = 1) {
      done += count;
      const at = now();
      if (at - last < everyMs || done >= total) return;
      last = at;
      const percent = Math.floor((done * 100) / total);
      print(`Media: ${done} of ${total} files rendered (${percent} %), ${duration(at - start)} so far`);
    },
    get done() {
      return done;
    },
    elapsed: () => now() - start,
  };
}
