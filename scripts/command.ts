/**
 * The build's writing steps (the Services menu, media, search index, share images, the
 * ebook) are each an npm command of their own and, all together, one `npm run prebuild`
 * process (scripts/prebuild.ts), so the content is loaded and tsx started once per build.
 */
import { ContentError } from '@/lib/content/validate';

/**
 * What a failed command prints: a content problem as the editor's list (no stack: it
 * points into the loader, not at their file); anything else is a bug, stack and all.
 */
export function failureReport(error: unknown): string {
  if (error instanceof ContentError) return error.message;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `Unexpected error (a bug in the site's code, not in the content), with its stack:\n${detail}`;
}

/** Runs `step` when its module is the file the command started, and fails the command if it throws. */
export function runAsCommand(module: NodeModule, step: () => unknown): void {
  if (require.main !== module) return;
  Promise.resolve()
    .then(step)
    .catch((error: unknown) => {
      console.error(failureReport(error));
      // Exiting here, not rethrowing, keeps Node's banner and its own stack off the screen.
      process.exit(1);
    });
}
