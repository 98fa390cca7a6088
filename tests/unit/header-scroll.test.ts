import { describe, expect, it } from 'vitest';

import {
  HEADER_AT_TOP,
  HEADER_SCROLL_THRESHOLD,
  nextHeaderState,
  sameHeaderState,
} from '@/lib/layout/header-scroll';

describe('nextHeaderState', () => {
  const below = HEADER_SCROLL_THRESHOLD - 1;
  const past = HEADER_SCROLL_THRESHOLD + 1;

  it('has no background at or above the threshold, and one just past it', () => {
    expect(nextHeaderState(0, below).scrolled).toBe(false);
    expect(nextHeaderState(0, HEADER_SCROLL_THRESHOLD).scrolled).toBe(false);
    expect(nextHeaderState(0, past).scrolled).toBe(true);
  });

  it('hides when scrolling down past the threshold, not before', () => {
    expect(nextHeaderState(below - 20, below)).toEqual({ scrolled: false, hidden: false });
    expect(nextHeaderState(below, past)).toEqual({ scrolled: true, hidden: true });
  });

  it('comes back when scrolling up, even far down the page', () => {
    const hidden = nextHeaderState(900, 1000);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderState(1000, 990, hidden)).toEqual({ scrolled: true, hidden: false });
  });

  it('keeps its state when the position did not change', () => {
    const hidden = { scrolled: true, hidden: true };
    expect(nextHeaderState(500, 500, hidden)).toEqual(hidden);
    expect(nextHeaderState(500, 500, { scrolled: true, hidden: false }).hidden).toBe(false);
  });

  it('always shows the header back near the top', () => {
    expect(nextHeaderState(400, 100, { scrolled: true, hidden: true })).toEqual(HEADER_AT_TOP);
  });

  it('compares states by value', () => {
    expect(sameHeaderState({ scrolled: true, hidden: false }, { scrolled: true, hidden: false })).toBe(true);
    expect(sameHeaderState({ scrolled: true, hidden: false }, { scrolled: true, hidden: true })).toBe(false);
  });
});
