/** Reads the guide's files from content/ebook (Node only) for the build, the page and the check. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import guideMeta from '@/content/ebook/guide';

import { EBOOK_URL_PATH } from './download';
import { DIAGRAMS } from './drawing';
import { type GuideFile, type GuideTargets, parseGuide } from './guide';

export const GUIDE_FOLDER = 'content/ebook';
/** Where the build writes the PDF and the pictures (lib/ebook/download.ts names their URLs). */
export const EBOOK_PUBLIC_FOLDER = `public${EBOOK_URL_PATH}`;

export const GUIDE_META_FILE = `${GUIDE_FOLDER}/guide.ts`;

/** The chapter files, in name order. */
export function readChapterFiles(root = process.cwd(), folder = GUIDE_FOLDER): GuideFile[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      file: `${folder}/${name}`,
      text: readFileSync(path.join(root, folder, name), 'utf8'),
    }));
}

export function guideTargets(routes: Iterable<string>): GuideTargets {
  return { routes: new Set(routes), diagrams: new Set(Object.keys(DIAGRAMS)) };
}

export function loadGuide(routes: Iterable<string>, root = process.cwd()) {
  return parseGuide(
    GUIDE_FOLDER,
    { file: GUIDE_META_FILE, data: guideMeta },
    readChapterFiles(root),
    guideTargets(routes),
  );
}
