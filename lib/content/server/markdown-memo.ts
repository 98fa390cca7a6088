/**
 * parseMarkdown as the content loader calls it: memoised on disk under .next/cache (which
 * Next keeps between builds), so each text is parsed once per build, not once per process.
 * The memo's version is the parser: our converter's source and the versions of the
 * packages it drives, so upgrading or editing either parses everything anew.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseMarkdown } from '../markdown';
import { BUILD_CACHE_FOLDER, type DiskMemo, diskMemo, hashOf } from './disk-memo';

type Parsed = ReturnType<typeof parseMarkdown>;

const PARSER_SOURCE = 'lib/content/markdown.ts';
const PARSER_PACKAGES = ['mdast-util-from-markdown', 'mdast-util-gfm', 'micromark-extension-gfm'];
const MARKDOWN_MEMO_FOLDER = `${BUILD_CACHE_FOLDER}/content-markdown`;

function parserVersion(root: string): string | undefined {
  try {
    const packageVersions = PARSER_PACKAGES.map(
      (name) =>
        JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version,
    );
    return hashOf(readFileSync(path.join(root, PARSER_SOURCE), 'utf8'), ...packageVersions);
  } catch {
    // Without the sources to key on (a trimmed deployment), parse every time rather than risk stale trees.
    return undefined;
  }
}

let memo: DiskMemo<Parsed> | null | undefined;

export function parseMarkdownOnce(source: string): Parsed {
  if (memo === undefined) {
    const root = process.cwd();
    const version = parserVersion(root);
    memo = version ? diskMemo<Parsed>(path.join(root, MARKDOWN_MEMO_FOLDER), version) : null;
  }
  return memo ? memo.get(source, parseMarkdown) : parseMarkdown(source);
}
