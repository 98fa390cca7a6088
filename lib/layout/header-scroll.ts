/** Scroll depth (px) past which the header gains its background and may hide. */
export const HEADER_SCROLL_THRESHOLD = 150;

export interface HeaderScrollState {
  /** The page is scrolled past the threshold: the header shows its background. */
  scrolled: boolean;
  /** The visitor is scrolling down past the threshold: the header slides out of view. */
  hidden: boolean;
  /**
   * Sticks to the top with its background, so no text passes under a bare header: from
   * being shown past the threshold until the page is back at its top or the header hid.
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
 * The header's state after the page moved from `previousY` to `currentY`. No movement keeps
 * the hidden state (a resize or bounce must not flicker); a header hidden while unpinned stays
 * unpinned, as it has already scrolled away.
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
