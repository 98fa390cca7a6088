/**
 * The `sizes` of every image slot, derived from the layout the CSS draws, so the browser
 * picks a file at least as wide as the image shows on any screen. Each slot kind states its
 * breakpoints, columns and gaps as its stylesheet does (the unit test checks the stylesheets
 * still name these breakpoints); pages ask for a slot, never write a `sizes` by hand.
 */
import { desktopColumns } from '@/lib/layout/grid-columns';

/** `.container` in styles/globals.css: the page is 72rem at most, with a 1.5rem gutter each side. */
export const CONTENT_WIDTH = 72;
export const PAGE_GUTTER = 1.5;
/** Below this viewport width the container follows the viewport; above, it is fixed. */
const CONTAINER_FIXED_FROM = CONTENT_WIDTH + 2 * PAGE_GUTTER;
/** `--prose-width`: the reading column. */
export const PROSE_WIDTH = 42;

/** The breakpoints the stylesheets use, in rem (min-width). */
export const BREAKPOINTS = {
  /** Sections.module.css: card grids go to two columns. */
  cardsTwo: 40,
  /** Work.module.css and Patterns.module.css: work grids go to two columns. */
  workTwo: 48,
  /** Sections.module.css: a page hero puts its media beside the text. */
  heroColumns: 60,
  /** Sections.module.css: card grids take their desktop column count. */
  cardsDesktop: 64,
} as const;

/**
 * Below the width where card grids go to two columns the page is a phone's single column:
 * there a labelled picture shows its phone rendering (lib/media/types.ts `phoneSourceOf`),
 * laid out narrow so its labels stay readable. The exact complement of `(min-width: 40rem)`.
 */
export const PHONE_MEDIA = `(width < ${BREAKPOINTS.cardsTwo}rem)`;

/**
 * How one slot is laid out from a viewport width on: its row holds `columns` tracks
 * separated by `gap`, it takes `share` of the tracks' width (one column's by default), loses
 * `inset` to padding and borders, and never grows past `max`. All lengths in rem.
 */
export interface SlotRule {
  from: number;
  columns: number;
  gap: number;
  share?: number;
  inset?: number;
  max?: number;
}

/** Rounded up to 1/100 rem: a hair too wide picks the same file, a hair too narrow may not. */
const round = (rem: number) => Math.ceil(rem * 100) / 100;

/** The slot's width as `k * viewport + c` (rem) while the container follows the viewport. */
function fluid(rule: SlotRule) {
  const share = rule.share ?? 1 / rule.columns;
  // row = viewport - 2 gutters; width = (row - the gaps between columns) * share - inset.
  const c = (-2 * PAGE_GUTTER - (rule.columns - 1) * rule.gap) * share - (rule.inset ?? 0);
  return { k: share, c };
}

/** The CSS px width of a slot on a viewport `viewportPx` wide, as its rules lay it out. */
export function slotWidthAt(rules: readonly SlotRule[], viewportPx: number): number {
  const viewport = viewportPx / 16;
  const rule = [...rules].sort((a, b) => b.from - a.from).find((r) => r.from <= viewport);
  if (!rule) throw new Error(`No slot rule applies at ${viewportPx} px`);
  const width = widthAt(rule, viewport);
  return 16 * (rule.max === undefined ? width : Math.min(width, rule.max));
}

const widthAt = (rule: SlotRule, viewport: number) => {
  const { k, c } = fluid(rule);
  return k * Math.min(viewport, CONTAINER_FIXED_FROM) + c;
};

const lengthOf = (rule: SlotRule, viewport: number): string => {
  const capped = rule.max !== undefined && widthAt(rule, viewport) >= rule.max;
  if (capped) return `${rule.max}rem`;
  if (viewport >= CONTAINER_FIXED_FROM) return `${round(widthAt(rule, viewport))}rem`;
  const { k, c } = fluid(rule);
  const vw = round(k * 100);
  const rem = round(c);
  return rem === 0 ? `${vw}vw` : `calc(${vw}vw ${rem < 0 ? '-' : '+'} ${Math.abs(rem)}rem)`;
};

/** The `sizes` attribute for a slot laid out by these rules (any order). */
export function sizesFor(rules: readonly SlotRule[]): string {
  const ordered = [...rules].sort((a, b) => a.from - b.from);
  const entries: { from: number; length: string }[] = [];
  ordered.forEach((rule, i) => {
    const until = ordered[i + 1]?.from ?? Infinity;
    const starts = [rule.from];
    if (rule.max !== undefined) {
      // Where the fluid width reaches the cap.
      const { k, c } = fluid(rule);
      starts.push(round((rule.max - c) / k));
    }
    starts.push(CONTAINER_FIXED_FROM);
    for (const start of starts.filter((s) => s >= rule.from && s < until).sort((a, b) => a - b))
      entries.push({ from: start, length: lengthOf(rule, start) });
  });
  // Widest first, as the browser takes the first matching condition; repeats merged.
  const merged = entries.filter((entry, i) => entry.length !== entries[i - 1]?.length);
  return merged
    .reverse()
    .map(({ from, length }) => (from > 0 ? `(min-width: ${from}rem) ${length}` : length))
    .join(', ');
}

/**
 * What a browser reads from a `sizes` this module wrote, at a viewport `viewportPx` wide: the
 * first entry whose condition holds, in CSS px.
 */
export function sizesWidthAt(sizes: string, viewportPx: number): number {
  const viewport = viewportPx / 16;
  for (const entry of sizes.split(', ')) {
    const match = /^(?:\(min-width: ([\d.]+)rem\) )?(.+)$/.exec(entry)!;
    if (match[1] && viewport < Number(match[1])) continue;
    const length = match[2]!;
    const calc = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)rem\)$/.exec(length);
    const rem = calc
      ? (Number(calc[1]) / 100) * viewport + (calc[2] === '-' ? -1 : 1) * Number(calc[3])
      : length.endsWith('vw')
        ? (parseFloat(length) / 100) * viewport
        : length.endsWith('rem')
          ? parseFloat(length)
          : Number.NaN;
    if (Number.isNaN(rem)) throw new Error(`Cannot read "${length}" in sizes "${sizes}"`);
    return 16 * rem;
  }
  throw new Error(`No entry of "${sizes}" applies at ${viewportPx} px`);
}

/**
 * In a grid whose last row lets its items grow to fill it, how many share that item's row:
 * the full column count, or what is left over on the last row.
 */
export function rowColumns(count: number, columns: number, index: number): number {
  const left = count % columns;
  return left !== 0 && index >= count - left ? left : columns;
}

/** Sections.module.css `.grid` of `.card`s: 1.5rem gaps, 1.5rem padding and a 1px border. */
const CARD = { gap: 1.5, inset: 2 * 1.5 + 2 / 16 };

/** Work.module.css `.workGrid`: two columns 2rem apart; an odd count's first card spans both. */
const WORK = { gap: 2 };

/** Sections.module.css `.heroWithMedia`: the media takes 2 of 5 parts beside the text. */
const HERO = { gap: 2, share: 2 / 5 };

/** The slots a labelled picture (a diagram, mockup or chart) is shown in. */
export const LABELLED_SLOTS = {
  /** An image in the reading column: a post's cover and the images in its text. */
  prose: [{ from: 0, columns: 1, gap: 0, max: PROSE_WIDTH }],
  /** A case study's hero and gallery images: the page's full width. */
  caseWide: [{ from: 0, columns: 1, gap: 0 }],
} as const satisfies Record<string, SlotRule[]>;

export const IMAGE_SIZES = {
  /** A card in a grid of `count` (components/sections/Cards.tsx), the `index`th of them. */
  card(count: number, index: number): string {
    const rules: SlotRule[] = [{ from: 0, columns: 1, gap: CARD.gap, inset: CARD.inset }];
    if (count > 1) {
      rules.push({ from: BREAKPOINTS.cardsTwo, columns: rowColumns(count, 2, index), ...CARD });
      const desktop = desktopColumns(count);
      rules.push({ from: BREAKPOINTS.cardsDesktop, columns: rowColumns(count, desktop, index), ...CARD });
    }
    return sizesFor(rules);
  },
  /** A work card (components/work/WorkCards.tsx, the portfolio), the `index`th of `count`. */
  work(count: number, index: number): string {
    const spansRow = count === 1 || (count % 2 === 1 && index === 0);
    return sizesFor([
      { from: 0, columns: 1, gap: WORK.gap },
      { from: BREAKPOINTS.workTwo, columns: spansRow ? 1 : 2, gap: WORK.gap },
    ]);
  },
  /** The media beside a page's headline (the home page's featured work). */
  heroMedia: sizesFor([
    { from: 0, columns: 1, gap: 0 },
    { from: BREAKPOINTS.heroColumns, columns: 2, ...HERO },
  ]),
  prose: sizesFor(LABELLED_SLOTS.prose),
  caseWide: sizesFor(LABELLED_SLOTS.caseWide),
  /** A portrait on About's team (components/about/Team.tsx): 6rem beside the name, 12rem above it from cardsTwo. */
  portrait: `(min-width: ${BREAKPOINTS.cardsTwo}rem) 12rem, 6rem`,
  /** The portrait beside a quote's name (components/work/ClientQuote.tsx): 4rem on every screen. */
  quotePortrait: '4rem',
  /** A tall case-study picture (a phone screenshot): at most 24rem wide, so it fits on a screen. */
  caseTall: sizesFor([{ from: 0, columns: 1, gap: 0, max: 24 }]),
} as const;
