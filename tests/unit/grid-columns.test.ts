import { describe, expect, it } from 'vitest';

import {
  desktopColumns,
  LOGO_COLUMNS,
  logoColumns,
  PREFERRED_COLUMNS,
  teamColumns,
} from '@/lib/layout/grid-columns';

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

describe('client logo columns', () => {
  it('never leaves a lone logo on the last row, at any width, for 2 to 40 logos', () => {
    for (let count = 2; count <= 40; count++) {
      for (const [width, columns] of Object.entries(logoColumns(count))) {
        expect(count % columns, `${count} logos in ${columns} columns (${width})`).not.toBe(1);
      }
    }
  });

  it('puts one logo in one column', () => {
    expect(logoColumns(1)).toEqual({ phone: 1, tablet: 1, wide: 1 });
  });

  it('takes five columns on a phone where three, two and four leave one over', () => {
    for (const count of [13, 25, 37]) expect(logoColumns(count).phone, `${count} logos`).toBe(5);
  });

  it('puts a few logos in one row and prefers the first choice of each width', () => {
    expect(logoColumns(2)).toEqual({ phone: 2, tablet: 2, wide: 2 });
    expect(logoColumns(6)).toEqual({
      phone: LOGO_COLUMNS.phone[0],
      tablet: LOGO_COLUMNS.tablet[0],
      wide: LOGO_COLUMNS.wide[0],
    });
    // 7 logos: 3 + 3 + 1 on a phone is refused; 2 + 2 + 2 + 1 too; so 4 + 3.
    expect(logoColumns(7)).toEqual({ phone: 4, tablet: 4, wide: 5 });
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
