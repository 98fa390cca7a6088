/**
 * parseMarkdown as the content loader calls it: memoised on disk under .next/cache (which
 * Next keeps between builds), so each text is parsed once per build, not once per process.
 * The memo's version is the parser: our converter's sources (with the highlighter and the
 * video links it reads) and the versions of the packages it drives, so upgrading or
 * editing either parses everything anew.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseMarkdown } from '../markdown-parse';
import { BUILD_CACHE_FOLDER, type DiskMemo, diskMemo, hashOf } from './disk-memo';
import { chosenMarkdownMemoFolder } from './markdown-memo-folder';

type Parsed = ReturnType<typeof parseMarkdown>;

const PARSER_SOURCES = [
  'lib/content/markdown-parse.ts',
  'lib/content/markdown.ts',
  'lib/content/highlight.ts',
  'lib/content/video.ts',
];
const PARSER_PACKAGES = [
  'mdast-util-from-markdown',
  'mdast-util-gfm',
  'micromark-extension-gfm',
  '@shikijs/core',
  '@shikijs/engine-javascript',
  '@shikijs/langs-precompiled',
  '@shikijs/themes',
];
const MARKDOWN_MEMO_FOLDER = `${BUILD_CACHE_FOLDER}/content-markdown`;

// The files read for the memo's key are not traced into the server bundle (turbopackIgnore):
// a path the bundler cannot scope would trace the whole project into every page's function.
function parserVersion(root: string): string | undefined {
  try {
    const packageVersions = PARSER_PACKAGES.map(
      (name) =>
        JSON.parse(
          readFileSync(
            path.join(/*turbopackIgnore: true*/ root, 'node_modules', name, 'package.json'),
            'utf8',
          ),
        ).version,
    );
    const sources = PARSER_SOURCES.map((file) =>
      readFileSync(path.join(/*turbopackIgnore: true*/ root, file), 'utf8'),
    );
    return hashOf(...sources, ...packageVersions);
  } catch {
    // Without the sources to key on (a trimmed deployment), parse every time rather than risk stale trees.
    return undefined;
  }
}

let memo: DiskMemo<Parsed> | null | undefined;

export function parseMarkdownOnce(source: string): Parsed {
  if (memo === undefined) {
    const root = process.cwd();
    const chosen = chosenMarkdownMemoFolder();
    const folder = chosen === undefined ? path.join(root, MARKDOWN_MEMO_FOLDER) : chosen;
    const version = folder && parserVersion(root);
    memo = version ? diskMemo<Parsed>(folder, version) : null;
  }
  return memo ? memo.get(source, parseMarkdown) : parseMarkdown(source);
}
