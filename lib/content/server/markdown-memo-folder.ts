/**
 * Where the Markdown memo (./markdown-memo.ts) lives, when not in the build cache. Apart from
 * the memo so that choosing loads no parser: the unit tests choose a temporary folder per
 * run before any test file mocks the parser's packages.
 */
let chosen: string | null | undefined;

/** A folder for the memo, or null for none (parse every time). */
export function setMarkdownMemoFolder(folder: string | null): void {
  chosen = folder;
}

export const chosenMarkdownMemoFolder = (): string | null | undefined => chosen;
