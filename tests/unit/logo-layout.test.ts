import { describe, expect, it } from 'vitest';

import {
  LOGO_GRID_COLUMNS,
  LOGO_LAYOUT,
  logoRows,
  logoSize,
  type LogoWidth,
  rowWidth,
} from '@/lib/layout/logos';

/** Drawn sizes of the shapes a client may supply (trimmed, in px). */
const SHAPES = {
  wordmark: { width: 1135, height: 150 },
  wide: { width: 780, height: 340 },
  square: { width: 1000, height: 1000 },
  tall: { width: 600, height: 1000 },
  banner: { width: 2400, height: 200 },
} as const;
const WIDTHS = Object.keys(LOGO_LAYOUT) as LogoWidth[];

/** The rows a list of spans makes in a grid of LOGO_GRID_COLUMNS, as runs of indexes. */
function rowsOf(spans: number[]): number[][] {
  const rows: number[][] = [];
  let used = LOGO_GRID_COLUMNS;
  spans.forEach((span, index) => {
    if (used + span > LOGO_GRID_COLUMNS) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(index);
    used += span;
  });
  return rows;
}

describe('a client logo’s size', () => {
  it('covers one area while that keeps it between the floor and the ceiling', () => {
    for (const width of WIDTHS) {
      const { scale } = LOGO_LAYOUT[width];
      const area = (shape: { width: number; height: number }) => {
        const shown = logoSize(shape.width, shape.height, scale);
        return shown.width * shown.height;
      };
      expect(area(SHAPES.square)).toBeCloseTo(scale.area, 1);
      expect(area(SHAPES.wide)).toBeCloseTo(scale.area, 1);
    }
  });

  it('never shows a wordmark under the floor nor a tall mark over the ceiling, whatever its shape', () => {
    for (const width of WIDTHS) {
      const { scale } = LOGO_LAYOUT[width];
      for (const shape of Object.values(SHAPES)) {
        const shown = logoSize(shape.width, shape.height, scale);
        expect(shown.height).toBeGreaterThanOrEqual(scale.minHeight);
        expect(shown.height).toBeLessThanOrEqual(scale.maxHeight);
      }
      expect(logoSize(SHAPES.banner.width, SHAPES.banner.height, scale).height).toBe(scale.minHeight);
      expect(logoSize(SHAPES.tall.width, SHAPES.tall.height, scale).height).toBe(scale.maxHeight);
    }
  });
});

describe('the rows of client logos', () => {
  const mixes = Object.values(SHAPES);
  /** Every count from 1 to 14 of the shapes in turn, starting from each shape. */
  const lists = mixes.flatMap((_, offset) =>
    Array.from({ length: 14 }, (__, n) =>
      Array.from({ length: n + 1 }, (___, i) => mixes[(i + offset) % mixes.length]!),
    ),
  );

  // A banner (12:1) at the floor fills most of the narrowest phone: it shares its row all the
  // same, and shrinks a little there rather than stand alone.
  it('leave no logo alone on a row, fill each row and fit every logo but a banner at its size', () => {
    for (const logos of lists)
      for (const width of WIDTHS) {
        const { scale, inset, gap, most } = LOGO_LAYOUT[width];
        const spans = logoRows(logos, width);
        const rows = rowsOf(spans);
        const label = `${logos.length} logos at ${width}`;
        for (const row of rows) {
          expect(
            row.reduce((sum, i) => sum + spans[i]!, 0),
            label,
          ).toBe(LOGO_GRID_COLUMNS);
          if (logos.length > 1) expect(row.length, label).toBeGreaterThan(1);
          expect(row.length, label).toBeLessThanOrEqual(most);
          if (logos.includes(SHAPES.banner)) continue;
          const needs = row.map((i) => logoSize(logos[i]!.width, logos[i]!.height, scale).width + 2 * inset);
          // Each tile, its share of the row less the gap, holds its logo and padding, but for
          // a column of rounding at most.
          const column = (rowWidth(width) + gap) / LOGO_GRID_COLUMNS;
          row.forEach((i, k) => {
            const tile = spans[i]! * column - gap;
            expect(tile, `${label}, logo ${i}`).toBeGreaterThan(needs[k]! - column);
          });
        }
      }
  });

  it('give a wide wordmark fewer companions on a phone than on a wide screen', () => {
    const logos = [SHAPES.wordmark, SHAPES.square, SHAPES.wordmark, SHAPES.wide, SHAPES.tall, SHAPES.square];
    const perRow = (width: LogoWidth) => Math.max(...rowsOf(logoRows(logos, width)).map((row) => row.length));
    expect(perRow('phone')).toBeLessThan(perRow('wide'));
    expect(logoRows([SHAPES.square], 'phone')).toEqual([LOGO_GRID_COLUMNS]);
  });
});
