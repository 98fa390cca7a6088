import { describe, expect, it } from 'vitest';

import { galleryRows, rowColumns } from '@/lib/layout/gallery';

const wide = { name: 'desktop', size: { width: 2888, height: 1900 } };
const tall = { name: 'phone', size: { width: 824, height: 1732 } };
const other = { name: 'chart', size: { width: 1600, height: 900 } };
const rowsOf = (images: { name: string; size?: { width: number; height: number } }[]) =>
  galleryRows(images, (image) => image.size).map((row) => row.map((image) => image.name));

describe('the gallery rows', () => {
  it('puts a phone capture beside the desktop capture before it', () => {
    expect(rowsOf([other, wide, tall])).toEqual([['chart'], ['desktop', 'phone']]);
  });

  it('leaves every other picture a row of its own', () => {
    expect(rowsOf([tall, wide, other])).toEqual([['phone'], ['desktop'], ['chart']]);
    expect(rowsOf([wide, tall, tall])).toEqual([['desktop', 'phone'], ['phone']]);
    expect(rowsOf([{ name: 'unrendered' }, tall])).toEqual([['unrendered'], ['phone']]);
  });

  it('shares the row by each picture’s ratio, so both show at one height', () => {
    expect(rowColumns([wide.size, tall.size])).toBe(
      `${(2888 / 1900).toFixed(4)}fr ${(824 / 1732).toFixed(4)}fr`,
    );
  });
});
