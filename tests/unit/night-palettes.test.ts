import { describe, expect, it } from 'vitest';

import { ART_NIGHT_PALETTES, ART_PALETTE_NAMES, ART_PALETTES, artPalette } from '@/lib/media/art-direction';
import { DARK_THEME_MAX_LUMA, lumaOf } from '@/lib/media/types';

import { hasDarkRendering } from '../../scripts/illustrations/templates';

const luma = (hex: string) =>
  lumaOf(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16));

describe('art for the dark theme', () => {
  it('gives every palette drawn on a light ground a night twin on a dark one', () => {
    for (const name of ART_PALETTE_NAMES) {
      const ground = luma(ART_PALETTES[name].ground);
      const night = ART_NIGHT_PALETTES[name];
      if (ground > DARK_THEME_MAX_LUMA) expect(night, name).toBeDefined();
      if (night) expect(luma(night.ground), name).toBeLessThan(0.15);
    }
  });

  it('draws art in the night twin for the dark theme and as it is for the light one', () => {
    expect(artPalette('citrus', 'dark')).toBe(ART_NIGHT_PALETTES.citrus);
    expect(artPalette('citrus', 'light')).toBe(ART_PALETTES.citrus);
    expect(artPalette('ember', 'dark')).toBe(ART_PALETTES.ember);
  });

  it('renders a dark twin for art with a night palette, and for every drawing in the UI colours', () => {
    const art = (palette: keyof typeof ART_PALETTES) =>
      ({ template: 'art', direction: { palette, motif: 'waves' }, seed: 's' }) as const;
    expect(hasDarkRendering(art('citrus'))).toBe(true);
    expect(hasDarkRendering(art('ember'))).toBe(false);
  });
});
