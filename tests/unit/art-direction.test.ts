import { describe, expect, it } from 'vitest';

import { caseStudySchema, portfolioItemSchema } from '@/lib/content/schema';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { ART_MOTIF_NAMES, ART_PALETTE_NAMES, artKey } from '@/lib/media/art-direction';
import { artSvg } from '@/scripts/illustrations/art';

import { siteSource } from '../fixtures/site-content';

const art = (palette: number, motif: number) => ({
  palette: ART_PALETTE_NAMES[palette]!,
  motif: ART_MOTIF_NAMES[motif]!,
});

/** The small site with its case studies drawn as given, and portfolio items (slug, look). */
function checkedWith(studyLooks: ReturnType<typeof art>[], items: [string, ReturnType<typeof art>][] = []) {
  const source = siteSource();
  expect(source.caseStudies).toHaveLength(studyLooks.length);
  const caseStudies = source.caseStudies.map((entry, index) => ({
    ...entry,
    data: { ...(entry.data as object), art: studyLooks[index] },
  }));
  const portfolio = items.map(([slug, look], index) => ({
    file: `content/portfolio/${slug}.md`,
    data: {
      slug,
      order: index + 1,
      title: 'Work',
      client: 'A client',
      discipline: 'Design',
      summary: 'What.',
      art: look,
      cover: { src: 'x.png', alt: 'Our drawing' },
    },
  }));
  return checkContent({ ...source, caseStudies, portfolio }).issues.map(formatIssue);
}

describe('art direction in content (the content check)', () => {
  const [first, second] = siteSource().caseStudies.map((entry) => (entry.data as { slug: string }).slug);

  it('passes work drawn in looks of its own, a client drawn alike in its case study and portfolio item', () => {
    expect(
      checkedWith(
        [art(0, 0), art(1, 1)],
        [
          [first!, art(0, 0)],
          ['other-work', art(2, 2)],
        ],
      ),
    ).toEqual([]);
  });

  it('lists only the palettes and motifs no other case study uses when one is unknown', () => {
    const unknown = { palette: 'neon', motif: 'logo' } as unknown as ReturnType<typeof art>;
    const [palette, motif] = checkedWith([art(0, 0), unknown]).map((m) => m.replace(/^.*?" must/, 'must'));
    expect(palette).toBe(
      `must be one of the palettes no other case study uses: ${ART_PALETTE_NAMES.slice(1).join(', ')}`,
    );
    expect(motif).toBe(
      `must be one of the motifs no other case study uses: ${ART_MOTIF_NAMES.slice(1).join(', ')}`,
    );
  });

  it('refuses two case studies, or two portfolio items, drawn alike', () => {
    expect(checkedWith([art(0, 0), art(0, 0)])).toEqual([
      `content/case-studies/${second}.md: field "art" duplicates "${artKey(art(0, 0))}", already used in content/case-studies/${first}.md: choose another`,
    ]);
    expect(
      checkedWith(
        [art(0, 0), art(1, 1)],
        [
          ['one', art(2, 2)],
          ['two', art(2, 2)],
        ],
      ),
    ).toEqual([
      `content/portfolio/two.md: field "art" duplicates "${artKey(art(2, 2))}", already used in content/portfolio/one.md: choose another`,
    ]);
  });

  it('refuses a client drawn one way in its case study and another in the portfolio', () => {
    expect(checkedWith([art(0, 0), art(1, 1)], [[first!, art(2, 2)]])).toEqual([
      `content/portfolio/${first}.md: field "art" is "${artKey(art(2, 2))}" but the case study "${first}" is drawn as "${artKey(art(0, 0))}": use the same palette and motif`,
    ]);
  });
});

describe('art direction schema', () => {
  const study = siteSource().caseStudies[0]!.data as Record<string, unknown>;
  const item = {
    slug: 'work',
    order: 1,
    title: 'Work',
    client: 'A client',
    discipline: 'Design',
    summary: 'What we made.',
    art: art(0, 0),
    cover: { src: 'x.png', alt: 'Our drawing' },
  };
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
