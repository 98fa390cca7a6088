/**
 * How client logos show, from each logo's trimmed size (the media step trims its padding):
 * every logo covers about the same area, so a square mark is not a blot beside a wordmark,
 * but none is shorter than a floor where its name stays readable, whatever its shape; a tall
 * mark stops at a height. Rows are then planned per width so each fits the page with its
 * logos at that size and no logo is alone on a row: a wide wordmark takes fewer companions.
 */
import { CONTENT_WIDTH, PAGE_GUTTER } from '@/lib/layout/image-sizes';

export interface LogoScale {
  /** The area (rem²) each logo covers when the floor and the ceiling allow it. */
  area: number;
  /** No logo shows shorter than this (rem): a wide wordmark stays readable. */
  minHeight: number;
  /** Nor taller than this (rem): a tall mark stays inside its tile. */
  maxHeight: number;
}

/**
 * Per width the stylesheet tells apart (Work.module.css `.logos`): from which viewport width
 * (rem) it holds, the logo sizes, the tile's inline padding and border on each side and the
 * gap between tiles (rem), and at most how many logos a row holds.
 */
/** The tile's 1px border, in rem. */
const BORDER = 1 / 16;

export const LOGO_LAYOUT = {
  phone: {
    from: 0,
    scale: { area: 5, minHeight: 1.25, maxHeight: 2.5 },
    inset: 0.5 + BORDER,
    gap: 0.75,
    most: 4,
  },
  tablet: {
    from: 48,
    scale: { area: 8, minHeight: 1.5, maxHeight: 3.25 },
    inset: 0.75 + BORDER,
    gap: 1,
    most: 5,
  },
  wide: {
    from: 64,
    scale: { area: 8, minHeight: 1.5, maxHeight: 3.25 },
    inset: 0.75 + BORDER,
    gap: 1,
    most: 6,
  },
} as const satisfies Record<
  string,
  { from: number; scale: LogoScale; inset: number; gap: number; most: number }
>;

export type LogoWidth = keyof typeof LOGO_LAYOUT;

/** Rows on a phone are planned for this narrow a screen (rem), so any phone holds them. */
const NARROWEST_PHONE = 22.5;

/** The width (rem) a row of tiles has at the narrowest viewport of `width`. */
export function rowWidth(width: LogoWidth): number {
  const viewport = Math.max(LOGO_LAYOUT[width].from, NARROWEST_PHONE);
  return Math.min(viewport - 2 * PAGE_GUTTER, CONTENT_WIDTH);
}

const round = (rem: number) => Math.round(rem * 100) / 100;

/** The size (rem, two decimals) a logo of this drawn size shows at on `scale`. */
export function logoSize(width: number, height: number, scale: LogoScale): { width: number; height: number } {
  const ratio = width / height;
  const shown = Math.min(Math.max(Math.sqrt(scale.area / ratio), scale.minHeight), scale.maxHeight);
  return { width: round(shown * ratio), height: round(shown) };
}

/** Columns of the logos' grid: fine enough that every row's tiles split it in proportion. */
export const LOGO_GRID_COLUMNS = 60;

/**
 * The logos split into rows, in their order, for one width: each row's logos and paddings fit
 * its width, no row holds one logo alone (unless there is only one), as few rows as that
 * allows, as even as possible. Returns each logo's span of LOGO_GRID_COLUMNS: each row's spans
 * sum to all of them, shared in proportion to the room each logo needs, so the grid's auto
 * placement makes exactly these rows. A pair too wide for any screen still shares a row (its
 * logos then shrink to fit) rather than leave one alone.
 */
export function logoRows(sizes: readonly { width: number; height: number }[], width: LogoWidth): number[] {
  const { scale, inset, gap, most } = LOGO_LAYOUT[width];
  const room = rowWidth(width);
  const needs = sizes.map((size) => logoSize(size.width, size.height, scale).width + 2 * inset);
  // A tile's track includes one gap (the stylesheet's margins make it): rows share width + gap.
  const count = needs.length;
  if (count <= 1) return needs.map(() => LOGO_GRID_COLUMNS);
  const overflows = (from: number, to: number) =>
    needs.slice(from, to).reduce((sum, need) => sum + need, 0) + (to - from - 1) * gap > room;
  // best[i]: the best split of the first i logos, compared by rows that overflow, then rows,
  // then the sum of squared row lengths (least when rows are even).
  type Plan = { cost: [number, number, number]; ends: number[] };
  const better = (a: Plan['cost'], b: Plan['cost']) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const best: (Plan | undefined)[] = [{ cost: [0, 0, 0], ends: [] }];
  for (let end = 2; end <= count; end++)
    for (let length = 2; length <= Math.min(most, end); length++) {
      const before = best[end - length];
      if (!before) continue;
      const cost: Plan['cost'] = [
        before.cost[0] + (overflows(end - length, end) ? 1 : 0),
        before.cost[1] + 1,
        before.cost[2] + length ** 2,
      ];
      const current = best[end];
      if (!current || better(cost, current.cost) < 0) best[end] = { cost, ends: [...before.ends, end] };
    }
  const spans: number[] = [];
  let start = 0;
  for (const end of best[count]!.ends) {
    spans.push(
      ...share(
        needs.slice(start, end).map((need) => need + gap),
        LOGO_GRID_COLUMNS,
      ),
    );
    start = end;
  }
  return spans;
}

/** `total` split in proportion to `weights`, in whole numbers of at least 1 that sum to it. */
function share(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const whole = exact.map((value) => Math.max(1, Math.floor(value)));
  // What rounding down left over goes to the largest remainders (a row of at most `most`).
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let left = total - whole.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    whole[i] = (whole[i] ?? 0) + 1;
    left -= 1;
  }
  return whole;
}
