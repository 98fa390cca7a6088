/** Scroll depth (px) past which the header gains its background and may hide. */
export const HEADER_SCROLL_THRESHOLD = 150;

export interface HeaderScrollState {
  /** The page is scrolled past the threshold: the header shows its background. */
  scrolled: boolean;
  /** The visitor is scrolling down past the threshold: the header slides out of view. */
  hidden: boolean;
  /**
   * The header sticks to the top of the window, with its background. Unpinned, it scrolls
   * away with the page, so no text ever passes under a header without background: it is
   * pinned once it has been shown past the threshold, and stays until the page is back at
   * its top or the header was hidden.
   */
  pinned: boolean;
  /** The page is scrolled at all: a header focused from the keyboard sticks and shows its background. */
  away: boolean;
}

export const HEADER_AT_TOP: HeaderScrollState = {
  scrolled: false,
  hidden: false,
  pinned: false,
  away: false,
};

/**
 * The header's state after the page moved from `previousY` to `currentY`. A scroll that
 * did not move keeps the previous hidden state, so a resize or a bounce does not flicker.
 * A header first hidden while unpinned stays unpinned: it is already out of view, scrolled
 * away, and sliding it out at the top would flash it.
 */
export function nextHeaderState(
  previousY: number,
  currentY: number,
  previous: HeaderScrollState = HEADER_AT_TOP,
): HeaderScrollState {
  const away = currentY > 0;
  const scrolled = currentY > HEADER_SCROLL_THRESHOLD;
  if (!scrolled)
    return { scrolled, hidden: false, pinned: away && previous.pinned && !previous.hidden, away };
  const hidden = currentY === previousY ? previous.hidden : currentY > previousY;
  return { scrolled, hidden, pinned: previous.pinned || !hidden, away };
}

export const sameHeaderState = (a: HeaderScrollState, b: HeaderScrollState) =>
  a.scrolled === b.scrolled && a.hidden === b.hidden && a.pinned === b.pinned && a.away === b.away;
