import { describe, expect, it } from 'vitest';

import { groupThousands } from '@/lib/text/numbers';

describe('groupThousands', () => {
  it('writes a whole number as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 5000, 12_345, 999_999, 1_000_000, -4200, Number.MAX_SAFE_INTEGER])
      expect(groupThousands(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('refuses what is not a whole number', () => {
    expect(() => groupThousands(1.5)).toThrow(RangeError);
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
