import { describe, expect, it } from 'vitest';

import { desktopColumns, PREFERRED_COLUMNS } from '@/lib/layout/grid-columns';

describe('desktop column count', () => {
  it('never leaves a lone card on the last row', () => {
    for (let count = 2; count <= 60; count++) {
      const columns = desktopColumns(count);
      expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1);
    }
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
