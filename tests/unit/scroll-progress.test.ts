import { describe, expect, it } from 'vitest';

import { readFraction } from '@/lib/layout/scroll-progress';

describe('readFraction', () => {
  it('runs from 0 at the top to 1 at the bottom', () => {
    expect(readFraction(0, 3000, 1000)).toBe(0);
    expect(readFraction(1000, 3000, 1000)).toBe(0.5);
    expect(readFraction(2000, 3000, 1000)).toBe(1);
  });

  it('stays within 0..1 on overscroll and is 0 when nothing scrolls', () => {
    expect(readFraction(-40, 3000, 1000)).toBe(0);
    expect(readFraction(2100, 3000, 1000)).toBe(1);
    expect(readFraction(0, 800, 1000)).toBe(0);
  });
});
