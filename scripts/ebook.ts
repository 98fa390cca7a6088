/* npm run ebook (also a prebuild step): checks the guide, then writes its PDF and pictures. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { allRoutes } from '@/lib/content';
import { COVER_FILE } from '@/lib/ebook/download';
import { coverDrawing, DIAGRAMS, svg } from '@/lib/ebook/drawing';
import { brandOutliner, fontPath } from '@/lib/ebook/fonts';
import { formatGuideIssue } from '@/lib/ebook/guide';
import { EBOOK_PUBLIC_FOLDER, loadGuide } from '@/lib/ebook/load';
import { buildGuidePdf } from '@/lib/ebook/pdf';
import { publicEnv } from '@/lib/env';

/** The promise on the page: a download that stays quick on a phone connection. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

async function main() {
  const started = performance.now();
  const { guide, issues } = loadGuide(allRoutes());
  if (!guide) {
    console.error(`Ebook check failed with ${issues.length} problem(s):`);
    for (const issue of issues) console.error(`  - ${formatGuideIssue(issue)}`);
    process.exit(1);
  }
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
  const folder = path.join(process.cwd(), EBOOK_PUBLIC_FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, guide.meta.file), pdf.bytes);
  const outliner = brandOutliner();
  writeFileSync(path.join(folder, COVER_FILE), svg(coverDrawing(guide.meta, outliner), outliner));
  for (const [name, draw] of Object.entries(DIAGRAMS))
    writeFileSync(path.join(folder, `${name}.svg`), svg(draw(), outliner));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Ebook: ${guide.chapters.length} chapters, ${pdf.pages} pages, ${(pdf.bytes.length / 1024).toFixed(0)} KB in ${EBOOK_PUBLIC_FOLDER}/${guide.meta.file} (${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
