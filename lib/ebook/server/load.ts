/** Reads the guide from content/ebook (Node only) for the build, the page and the check. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { guideMeta } from '@/lib/content/lists';
import { locateInModule, readMarkdownEntry } from '@/lib/content/server/files';
import { parseMarkdownFields } from '@/lib/content/server/markdown-fields';

import { DIAGRAMS } from '../diagrams';
import { EBOOK_URL_PATH } from '../download';
import { type GuideTargets, parseGuide } from '../guide';

export const GUIDE_FOLDER = 'content/ebook';
/** Where the build writes the PDF and the pictures (lib/ebook/download.ts names their URLs). */
export const EBOOK_PUBLIC_FOLDER = `public${EBOOK_URL_PATH}`;

export const GUIDE_META_FILE = `${GUIDE_FOLDER}/guide.ts`;

export function guideTargets(routes: Iterable<string>): GuideTargets {
  return { routes: new Set(routes), diagrams: new Set(Object.keys(DIAGRAMS)) };
}

/**
 * The guide under `root` (a temporary folder in tests), each chapter read by the content
 * loader's own Markdown reader. The folder is spelled out so the build traces only it.
 */
export function loadGuide(routes: Iterable<string>, root = process.cwd(), meta: unknown = guideMeta) {
  const names = readdirSync(path.join(root, 'content', 'ebook'))
    .filter((name) => name.endsWith('.md'))
    .sort();
  return parseGuide(
    GUIDE_FOLDER,
    { file: GUIDE_META_FILE, data: meta, locate: locateInModule(root, GUIDE_META_FILE) },
    names.map((name) => {
      const file = `${GUIDE_FOLDER}/${name}`;
      return { file, ...readMarkdownEntry(root, file) };
    }),
    guideTargets(routes),
    parseMarkdownFields,
  );
}
