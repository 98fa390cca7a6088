/**
 * What the ebook's files are made from, as one hash: drawing the PDF takes seconds, so a
 * build whose inputs match the last build's keeps the files it has (scripts/ebook.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { hashOf } from '@/lib/content/server/disk-memo';

import type { Guide } from '../guide';
import { FONT_FILES } from './fonts';

/** The code that lays the guide out and writes its files. */
const LAYOUT_CODE_FOLDER = 'lib/ebook';
const WRITER_SCRIPT = 'scripts/ebook.ts';
/** The libraries that draw it: a new version may draw differently. */
const LAYOUT_PACKAGES = ['pdfkit', 'opentype.js'];

/** The guide's parsed text, the site address its links print, the layout code, the fonts and the libraries. */
export function ebookFingerprint(guide: Guide, siteUrl: string, root = process.cwd()): string {
  const read = (file: string) => readFileSync(path.join(root, file));
  // Every file below the folder (its server/ part included), in a stable order.
  const code = readdirSync(path.join(root, LAYOUT_CODE_FOLDER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
    .map((file) => read(file).toString());
  const fonts = Object.values(FONT_FILES).map((file) =>
    hashOf(read(`node_modules/${file}`).toString('base64')),
  );
  const packages = LAYOUT_PACKAGES.map((name) => read(`node_modules/${name}/package.json`).toString());
  return hashOf(
    JSON.stringify(guide),
    siteUrl,
    read(WRITER_SCRIPT).toString(),
    ...code,
    ...fonts,
    ...packages,
  );
}
