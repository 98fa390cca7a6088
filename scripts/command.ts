/**
 * The build's writing steps (the Services menu, media, search index, share images, the
 * ebook) are each an npm command of their own and, all together, one `npm run prebuild`
 * process (scripts/prebuild.ts), so the content is loaded and tsx started once per build.
 */

/** Runs `step` when its module is the file the command started, and fails the command if it throws. */
export function runAsCommand(module: NodeModule, step: () => unknown): void {
  if (require.main !== module) return;
  Promise.resolve()
    .then(step)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
