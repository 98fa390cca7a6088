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
    expect(nextHeaderState(below - 20, below)).toMatchObject({ scrolled: false, hidden: false });
    expect(nextHeaderState(below, past)).toMatchObject({ scrolled: true, hidden: true });
  });

  it('comes back when scrolling up, even far down the page', () => {
    const hidden = nextHeaderState(900, 1000);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderState(1000, 990, hidden)).toMatchObject({ scrolled: true, hidden: false });
  });

  it('keeps its state when the position did not change', () => {
    const hidden = { scrolled: true, hidden: true, pinned: true, away: true };
    expect(nextHeaderState(500, 500, hidden)).toEqual(hidden);
    expect(nextHeaderState(500, 500, { ...hidden, hidden: false }).hidden).toBe(false);
  });

  it('never hides near the top', () => {
    const hidden = { scrolled: true, hidden: true, pinned: true, away: true };
    expect(nextHeaderState(400, 100, hidden)).toMatchObject({ scrolled: false, hidden: false });
  });

  it('scrolls away with the page until it has been shown past the threshold', () => {
    let state = HEADER_AT_TOP;
    for (const [from, to] of [
      [0, 60],
      [60, below],
      [below, past],
      [past, 600],
    ] as const) {
      state = nextHeaderState(from, to, state);
      expect(state.pinned, `${from} → ${to}`).toBe(false);
    }
    expect(state.away).toBe(true);
  });

  it('once shown past the threshold, stays pinned (with its background) back up to the top', () => {
    let state = nextHeaderState(600, 800);
    state = nextHeaderState(800, 700, state);
    expect(state).toMatchObject({ hidden: false, pinned: true });
    for (const [from, to] of [
      [700, past],
      [past, below],
      [below, 40],
      [40, 90],
    ] as const) {
      state = nextHeaderState(from, to, state);
      expect(state.pinned, `${from} → ${to}`).toBe(true);
    }
    // Hidden again scrolling down, it stays stuck where it slid out of view.
    state = nextHeaderState(90, 400, state);
    expect(state).toMatchObject({ hidden: true, pinned: true });
    // Back at the top, it is in the flow again, where it stands.
    expect(nextHeaderState(90, 0, { ...state, hidden: false })).toEqual(HEADER_AT_TOP);
  });

  it('unpins when it was hidden as the page came back above the threshold', () => {
    expect(nextHeaderState(400, 100, { scrolled: true, hidden: true, pinned: true, away: true }).pinned).toBe(
      false,
    );
  });

  it('compares states by value', () => {
    const shown = { scrolled: true, hidden: false, pinned: true, away: true };
    expect(sameHeaderState(shown, { ...shown })).toBe(true);
    expect(sameHeaderState(shown, { ...shown, hidden: true })).toBe(false);
    expect(sameHeaderState(shown, { ...shown, pinned: false })).toBe(false);
    expect(sameHeaderState(shown, { ...shown, away: false })).toBe(false);
  });
});
