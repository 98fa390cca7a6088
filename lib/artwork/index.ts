/**
 * The abstract cover artwork of case studies and portfolio items (public/images/), drawn by
 * `npx tsx scripts/generate-artwork.ts`. Each image is a pure function of its slug and
 * motif, so re-running the script reproduces the committed files byte for byte.
 */
import { THEME_COLORS } from '@/lib/theme/colors';

/** Size every cover is drawn at; <img> tags state it so the layout stays still while it loads. */
export const ARTWORK_WIDTH = 640;
export const ARTWORK_HEIGHT = 400;

export interface ArtworkCover {
  slug: string;
  /** One to three characters drawn large: the client's initial or a discipline mark. */
  motif: string;
}

/** Folder under public/images/ per kind of cover. */
export const ARTWORK_FOLDERS = { caseStudies: 'case-studies', portfolio: 'portfolio' } as const;

export const caseStudyCovers: ArtworkCover[] = [
  { slug: 'ami', motif: 'A' },
  { slug: 'wiliot', motif: 'W' },
  { slug: 'dave-wilson-nursery', motif: 'DW' },
  { slug: 'ntt', motif: 'N' },
  { slug: 'samurai', motif: 'S' },
  { slug: 'shimek', motif: 'Sh' },
  { slug: 'guga', motif: 'G' },
  { slug: 'cts-ai', motif: 'AI' },
];

export const portfolioCovers: ArtworkCover[] = [
  ...caseStudyCovers,
  { slug: 'cloud-security-startup-site', motif: '{ }' },
  { slug: 'managed-it-provider-seo', motif: '#1' },
  { slug: 'south-bay-dental-group-brand', motif: 'Aa' },
  { slug: 'saas-analytics-launch-campaign', motif: '%' },
];

/**
 * Outlines `text` as SVG path data with its baseline at (x, y). The motif is drawn as
 * outlines, not <text>: an SVG in an <img> cannot load web fonts (it would fall back to
 * whatever the visitor's system has), and its text costs the browser a font set-up and
 * layout on first paint.
 */
export type OutlineText = (text: string, x: number, y: number, fontSize: number) => string;

/** The brand palette; artwork never uses any other color. */
const INK = THEME_COLORS.dark.bg;
const INDIGO = THEME_COLORS.light.accent;
const TEAL = THEME_COLORS.light.highlight;
const LAVENDER = THEME_COLORS.dark.accent;
const MIST = THEME_COLORS.light['accent-soft'];

/** FNV-1a: a small, stable hash so the same slug always yields the same seed. */
function hash(input: string): number {
  let h = 0x811c9dc5;
  for (const char of input) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Mulberry32: deterministic pseudo-random numbers in [0, 1) from a seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n);

/** Builds one SVG; `kind` (its folder) keeps a client's case-study and portfolio covers distinct. */
export function renderArtwork({ slug, motif }: ArtworkCover, kind: string, outline: OutlineText): string {
  const next = random(hash(`${kind}:${slug}`));
  const pick = <T>(options: T[]): T => options[Math.floor(next() * options.length)]!;
  const accent = pick([INDIGO, TEAL]);
  const other = accent === INDIGO ? TEAL : INDIGO;
  const angle = round(next() * 360);

  const shapes: string[] = [];
  // Two soft orbs give depth behind the grid.
  for (let i = 0; i < 2; i += 1) {
    const r = round(110 + next() * 120);
    shapes.push(
      `<circle cx="${round(200 + next() * 440)}" cy="${round(next() * 400)}" r="${r}" fill="${i ? LAVENDER : other}" opacity="${i ? 0.18 : 0.55}"/>`,
    );
  }
  // Parallel lines: a quiet technical texture.
  const gap = 18 + round(next() * 14);
  const lines: string[] = [];
  for (let x = -400; x < 700; x += gap) lines.push(`M${x} 0l400 400`);
  shapes.push(`<path d="${lines.join('')}" stroke="${LAVENDER}" stroke-width="1" opacity="0.12"/>`);
  // A few outlined squares and rings scattered across the right half.
  for (let i = 0; i < 3; i += 1) {
    const size = round(30 + next() * 70);
    const x = round(330 + next() * 250);
    const y = round(30 + next() * 300);
    shapes.push(
      next() < 0.5
        ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="none" stroke="${MIST}" stroke-width="2" opacity="0.5" transform="rotate(${round(next() * 45)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${round(size / 2)}" fill="none" stroke="${LAVENDER}" stroke-width="3" opacity="0.6"/>`,
    );
  }
  // A bar of small dots, like a progress indicator.
  const dotY = round(300 + next() * 60);
  for (let i = 0; i < 6; i += 1) {
    shapes.push(
      `<circle cx="${420 + i * 24}" cy="${dotY}" r="4" fill="${MIST}" opacity="${(0.3 + i * 0.12).toFixed(2)}"/>`,
    );
  }
  const fontSize = motif.length > 2 ? 120 : motif.length > 1 ? 150 : 190;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#g)"/>
${shapes.join('\n')}
<path d="${outline(motif, 48, 340, fontSize)}" fill="${MIST}"/>
<rect x="52" y="362" width="72" height="6" rx="3" fill="${LAVENDER}"/>
</svg>
`;
}
