/**
 * Explicit compile hints for the scripts every page runs at start-up.
 *
 * V8 compiles a function the first time it is called, on the main thread. Our start-up
 * chunks (React DOM, Next's client, the app) are almost entirely called while the page
 * hydrates, so that lazy compilation was most of their one long evaluation task (≈70 ms of
 * ≈90 ms here). The `//# allFunctionsCalledOnLoad` comment at the top of a file tells
 * Chromium (136+) to compile all of its functions eagerly, on the thread that streams the
 * script in; other browsers ignore it. Chunks loaded on demand are left lazy.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of Next's build-manifest.json that lists each page's start-up scripts. */
export interface BuildManifest {
  rootMainFiles?: string[];
  polyfillFiles?: string[];
  /** The build and route manifests every page also runs at start-up. */
  lowPriorityFiles?: string[];
  pages: Record<string, string[]>;
}

/** Every script some page runs at start-up (nomodule polyfills excluded), each once. */
export function startupScripts(manifest: BuildManifest): string[] {
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const files = [...(manifest.rootMainFiles ?? []), ...Object.values(manifest.pages).flat(), ...(manifest.lowPriorityFiles ?? [])];
  return [...new Set(files)].filter((file) => file.endsWith('.js') && !polyfills.has(file));
}

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
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}
