/**
 * Explicit compile hints for the site's client scripts.
 *
 * V8 compiles a function the first time it is called, on the main thread. Our start-up
 * chunks (React DOM, Next's client, the app) are almost entirely called while the page
 * hydrates, so that lazy compilation was most of their one long evaluation task (≈70 ms of
 * ≈90 ms here). The `//# allFunctionsCalledOnLoad` comment at the top of a file tells
 * Chromium (136+) to compile all of its functions eagerly, on the thread that streams the
 * script in; other browsers ignore it. Chunks loaded on demand get it too: each is fetched
 * to be used at once (the hero player's first frame went from ≈30 ms to ≈10 ms).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; unchanged if it already has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** A source map that still fits its script after withCompileHint added one line on top. */
export function shiftedByOneLine<T extends SourceMap>(map: T): T {
  if (map.sections)
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}
