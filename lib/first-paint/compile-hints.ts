/**
 * Explicit compile hints: V8 compiles a function on the main thread when first called, and
 * our chunks are nearly all called while the page hydrates. `//# allFunctionsCalledOnLoad`
 * on a file's first line has Chromium (136+) compile it eagerly while streaming it in;
 * other browsers ignore it. Chunks loaded on demand are used at once, so they get it too.
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
