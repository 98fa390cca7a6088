/* npm run ebook (also a prebuild step): checks the guide, then writes its PDF and pictures. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { allRoutes } from '@/lib/content/server';
import { BUILD_CACHE_FOLDER } from '@/lib/content/server/disk-memo';
import { ContentError } from '@/lib/content/validate';
import { DIAGRAMS, PHONE_DIAGRAMS } from '@/lib/ebook/diagrams';
import { COVER_FILE, diagramFile } from '@/lib/ebook/download';
import { coverDrawing, svg } from '@/lib/ebook/drawing';
import { ebookFingerprint } from '@/lib/ebook/server/fingerprint';
import { brandOutliner, fontPath } from '@/lib/ebook/server/fonts';
import { EBOOK_PUBLIC_FOLDER, loadGuide } from '@/lib/ebook/server/load';
import { publicEnv } from '@/lib/env';

import { runAsCommand } from './command';

/** The promise on the page: a download that stays quick on a phone connection. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

const root = process.cwd();
/** The last drawn files' fingerprint, kept with Next's build cache: losing it only means drawing again. */
const FINGERPRINT_FILE = path.join(root, BUILD_CACHE_FOLDER, 'ebook-fingerprint.txt');

/** Every diagram file the web page may show: each theme, and a phone's narrower drawing. */
const renderings = [
  ...Object.entries(DIAGRAMS).map(([name, draw]) => ({ name, draw, phone: false })),
  ...Object.entries(PHONE_DIAGRAMS).map(([name, draw]) => ({ name, draw, phone: true })),
].flatMap((diagram) => (['light', 'dark'] as const).map((theme) => ({ ...diagram, theme })));

export async function writeEbook(): Promise<void> {
  const started = performance.now();
  const { guide, issues } = loadGuide(allRoutes());
  if (!guide) throw new ContentError(issues);
  const folder = path.join(root, EBOOK_PUBLIC_FOLDER);
  const outputs = [
    guide.meta.file,
    COVER_FILE,
    ...renderings.map(({ name, theme, phone }) => diagramFile(name, { theme, phone })),
  ];
  const fingerprint = ebookFingerprint(guide, publicEnv.siteUrl);
  const unchanged =
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint &&
    outputs.every((name) => existsSync(path.join(folder, name)));
  if (unchanged) {
    console.log(`Ebook: unchanged, kept ${EBOOK_PUBLIC_FOLDER}/${guide.meta.file}.`);
    return;
  }

  // Loaded only when drawing: pdfkit alone takes most of a second to load.
  const { buildGuidePdf } = await import('@/lib/ebook/server/pdf');
  const pdf = await buildGuidePdf(guide, {
    fonts: {
      display: fontPath('display'),
      body: fontPath('body'),
      bodyBold: fontPath('bodyBold'),
      italic: fontPath('italic'),
    },
    siteUrl: publicEnv.siteUrl,
  });
  if (pdf.bytes.length > MAX_PDF_BYTES) {
    console.error(`Ebook PDF is ${pdf.bytes.length} bytes, over the ${MAX_PDF_BYTES}-byte limit.`);
    process.exit(1);
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, guide.meta.file), pdf.bytes);
  const outliner = brandOutliner();
  writeFileSync(path.join(folder, COVER_FILE), svg(coverDrawing(guide.meta, outliner), outliner));
  for (const { name, theme, phone, draw } of renderings)
    writeFileSync(path.join(folder, diagramFile(name, { theme, phone })), svg(draw(), outliner, theme));
  mkdirSync(path.dirname(FINGERPRINT_FILE), { recursive: true });
  writeFileSync(FINGERPRINT_FILE, fingerprint);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Ebook: ${guide.chapters.length} chapters, ${pdf.pages} pages, ${(pdf.bytes.length / 1024).toFixed(0)} KB in ${EBOOK_PUBLIC_FOLDER}/${guide.meta.file} (${seconds} s).`,
  );
}

runAsCommand(module, writeEbook);
