import { describe, expect, it } from 'vitest';

import { desktopColumns, PREFERRED_COLUMNS, teamColumns } from '@/lib/layout/grid-columns';

describe('desktop column count', () => {
  it('never leaves a lone card on the last row', () => {
    for (let count = 2; count <= 60; count++) {
      const columns = desktopColumns(count);
      expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1);
    }
  });

  it('finds a count leaving none alone where every preferred one does (61 cards)', () => {
    const columns = desktopColumns(61);
    expect(61 % columns).not.toBe(1);
    expect(PREFERRED_COLUMNS).not.toContain(columns);
  });

  it('puts one to three cards in one row', () => {
    expect([1, 2, 3].map(desktopColumns)).toEqual([1, 2, 3]);
  });

  it('prefers three columns, then four', () => {
    expect(desktopColumns(6)).toBe(PREFERRED_COLUMNS[0]);
    expect(desktopColumns(5)).toBe(3);
    expect(desktopColumns(4)).toBe(4);
    expect(desktopColumns(7)).toBe(4);
    expect(desktopColumns(13)).toBe(5);
  });
});

describe('team columns on About', () => {
  it('never leave one person alone on a row, for 2 to 40 people', () => {
    for (let count = 2; count <= 40; count++)
      for (const [width, columns] of Object.entries(teamColumns(count)))
        expect(count % columns, `${count} people in ${columns} columns (${width})`).not.toBe(1);
  });

  it('put two or three people in one row', () => {
    expect(teamColumns(2)).toEqual({ tablet: 2, wide: 2 });
    expect(teamColumns(3)).toEqual({ tablet: 3, wide: 3 });
  });
});
