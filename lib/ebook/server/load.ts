/** Reads the guide's files from content/ebook (Node only) for the build, the page and the check. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import guideMeta from '@/content/ebook/guide';

import { EBOOK_URL_PATH } from '../download';
import { DIAGRAMS } from '../drawing';
import { type GuideFile, type GuideTargets, parseGuide } from '../guide';

export const GUIDE_FOLDER = 'content/ebook';
/** Where the build writes the PDF and the pictures (lib/ebook/download.ts names their URLs). */
export const EBOOK_PUBLIC_FOLDER = `public${EBOOK_URL_PATH}`;

export const GUIDE_META_FILE = `${GUIDE_FOLDER}/guide.ts`;

/** The chapter files, in name order. The folder is spelled out so the build traces only it. */
export function readChapterFiles(): GuideFile[] {
  const folder = path.join(process.cwd(), 'content', 'ebook');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      file: `${GUIDE_FOLDER}/${name}`,
      text: readFileSync(path.join(folder, name), 'utf8'),
    }));
}

export function guideTargets(routes: Iterable<string>): GuideTargets {
  return { routes: new Set(routes), diagrams: new Set(Object.keys(DIAGRAMS)) };
}

export function loadGuide(routes: Iterable<string>) {
  return parseGuide(
    GUIDE_FOLDER,
    { file: GUIDE_META_FILE, data: guideMeta },
    readChapterFiles(),
    guideTargets(routes),
  );
}
