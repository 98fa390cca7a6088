/**
 * Writes the cover artwork of case studies and portfolio items into public/images/:
 *   npx tsx scripts/generate-artwork.ts
 * The drawing lives in lib/artwork/index.ts; this script only outlines the motifs and writes files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  ARTWORK_FOLDERS,
  type ArtworkCover,
  caseStudyCovers,
  portfolioCovers,
  renderArtwork,
} from '@/lib/artwork';
import { spaceGroteskOutline } from '@/lib/artwork/server/font';

const outline = spaceGroteskOutline();

function writeSet(folder: string, covers: ArtworkCover[]) {
  const dir = join(process.cwd(), 'public', 'images', folder);
  mkdirSync(dir, { recursive: true });
  for (const cover of covers) {
    try {
      writeFileSync(join(dir, `${cover.slug}.svg`), renderArtwork(cover, folder, outline));
    } catch (error) {
      throw new Error(`public/images/${folder}/${cover.slug}.svg: ${(error as Error).message}`);
    }
  }
}

writeSet(ARTWORK_FOLDERS.caseStudies, caseStudyCovers);
writeSet(ARTWORK_FOLDERS.portfolio, portfolioCovers);
console.log(`Wrote ${caseStudyCovers.length} case-study and ${portfolioCovers.length} portfolio images.`);
