import { describe, expect, it } from 'vitest';

import { caseStudySchema, portfolioItemSchema } from '@/lib/content/schema';
import { listCaseStudies, listPortfolio, readContentSource } from '@/lib/content/server';
import { ART_MOTIF_NAMES, ART_PALETTE_NAMES, artKey } from '@/lib/media/art-direction';
import { artSvg } from '@/scripts/illustrations/art';

/** Entries (by slug) whose art direction another entry of the list already uses. */
function sharedLooks(entries: { slug: string; art: Parameters<typeof artKey>[0] }[]): string[] {
  const seen = new Map<string, string>();
  return entries.flatMap(({ slug, art }) => {
    const earlier = seen.get(artKey(art));
    seen.set(artKey(art), slug);
    return earlier ? [`${slug} looks like ${earlier} (${artKey(art)})`] : [];
  });
}

describe('art direction in content', () => {
  it('gives every case study its own palette and motif pair', () => {
    const studies = listCaseStudies();
    expect(studies.length).toBeGreaterThan(1);
    expect(sharedLooks(studies)).toEqual([]);
  });

  it('gives every portfolio item its own pair too', () => {
    expect(sharedLooks(listPortfolio())).toEqual([]);
  });

  it('draws a case-study client the same way in the portfolio', () => {
    const studies = new Map(listCaseStudies().map((s) => [s.slug, artKey(s.art)]));
    const paired = listPortfolio().filter((item) => studies.has(item.slug));
    expect(paired.length).toBeGreaterThan(0);
    for (const item of paired) expect(artKey(item.art), item.slug).toBe(studies.get(item.slug));
  });

  it('uses several palettes and motifs across the work index, not one look', () => {
    const studies = listCaseStudies();
    expect(new Set(studies.map((s) => s.art.palette)).size).toBe(studies.length);
    expect(new Set(studies.map((s) => s.art.motif)).size).toBe(studies.length);
  });
});

describe('art direction schema', () => {
  const study = readContentSource().caseStudies[0]!.data as Record<string, unknown>;
  const item = readContentSource().portfolio[0]!.data as Record<string, unknown>;
  const messages = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('accepts the content as written', () => {
    expect(caseStudySchema.safeParse(study).success).toBe(true);
    expect(portfolioItemSchema.safeParse(item).success).toBe(true);
  });

  it('refuses an unknown palette and lists the palettes', () => {
    const result = caseStudySchema.safeParse({
      ...study,
      art: { palette: 'neon', motif: ART_MOTIF_NAMES[0] },
    });
    expect(messages(result)).toEqual([
      `art.palette: must be one of the palettes: ${ART_PALETTE_NAMES.join(', ')}`,
    ]);
  });

  it('refuses an unknown motif and lists the motifs', () => {
    const result = portfolioItemSchema.safeParse({
      ...item,
      art: { palette: ART_PALETTE_NAMES[0], motif: 'logo' },
    });
    expect(messages(result)).toEqual([`art.motif: must be one of the motifs: ${ART_MOTIF_NAMES.join(', ')}`]);
  });

  it('refuses a missing art direction and shows how to write one', () => {
    const rest: Record<string, unknown> = { ...study };
    delete rest.art;
    expect(messages(caseStudySchema.safeParse(rest))).toEqual([
      'art: must choose a palette and a motif, e.g. art: { palette: orchard, motif: botanical }',
    ]);
  });
});

describe('cover art', () => {
  it.each(
    ART_MOTIF_NAMES.map((motif, i) => [motif, ART_PALETTE_NAMES[i % ART_PALETTE_NAMES.length]!] as const),
  )('%s is the same picture for the same seed, different for another, and has no text', (motif, palette) => {
    const svg = artSvg({ palette, motif }, 'a', 400, 225);
    expect(artSvg({ palette, motif }, 'a', 400, 225)).toBe(svg);
    expect(artSvg({ palette, motif }, 'b', 400, 225)).not.toBe(svg);
    expect(svg).not.toMatch(/<text|<foreignObject|<image/);
  });
});
