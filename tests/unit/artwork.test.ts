import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  ARTWORK_FOLDERS,
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  caseStudyCovers,
  portfolioCovers,
  renderArtwork,
} from '@/lib/artwork';
import { spaceGroteskOutline } from '@/lib/artwork/server/font';
import { listCaseStudies, listPortfolio } from '@/lib/content/server';

const outline = spaceGroteskOutline();
const sets = [
  [ARTWORK_FOLDERS.caseStudies, caseStudyCovers],
  [ARTWORK_FOLDERS.portfolio, portfolioCovers],
] as const;

describe('cover artwork', () => {
  for (const [folder, covers] of sets) {
    for (const cover of covers) {
      const file = `public/images/${folder}/${cover.slug}.svg`;

      it(`${file} is what the generator draws today (re-run scripts/generate-artwork.ts when it fails)`, () => {
        expect(readFileSync(path.join(process.cwd(), file), 'utf8')).toBe(
          renderArtwork(cover, folder, outline),
        );
      });
    }
  }

  it('draws at the size the <img> tags state, with the motif as outlines rather than text', () => {
    const svg = renderArtwork({ slug: 'ntt', motif: 'N' }, ARTWORK_FOLDERS.caseStudies, outline);
    expect(svg).toContain(`width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}"`);
    expect(svg).not.toMatch(/<text|font-family/);
    // N in Space Grotesk Bold at 190 px: a closed outline between the baseline (340) and cap height.
    expect(svg).toMatch(/<path d="M[\d.]+ 340L[^"]+" fill="#e0e7ff"\/>/);
  });

  it('is deterministic per slug and distinct between a case study and its portfolio item', () => {
    const cover = { slug: 'ami', motif: 'A' };
    expect(renderArtwork(cover, 'portfolio', outline)).toBe(renderArtwork(cover, 'portfolio', outline));
    expect(renderArtwork(cover, 'portfolio', outline)).not.toBe(
      renderArtwork(cover, 'case-studies', outline),
    );
  });

  it('refuses a motif the brand font cannot draw, naming the character', () => {
    expect(() => outline('↗', 0, 0, 100)).toThrow('Space Grotesk has no glyph for "↗" (U+2197)');
  });

  it('draws only covers the content uses (an editor may still commit an artwork of their own)', () => {
    const drawn = sets.flatMap(([folder, covers]) =>
      covers.map((cover) => `/images/${folder}/${cover.slug}.svg`),
    );
    const used = new Set([...listCaseStudies(), ...listPortfolio()].map((item) => item.image));
    expect(drawn.filter((image) => !used.has(image))).toEqual([]);
  });
});
