/** Scroll depth (px) past which the header gains its background and may hide. */
export const HEADER_SCROLL_THRESHOLD = 150;

export interface HeaderScrollState {
  /** The page is scrolled past the threshold: the header shows its background. */
  scrolled: boolean;
  /** The visitor is scrolling down past the threshold: the header slides out of view. */
  hidden: boolean;
}

export const HEADER_AT_TOP: HeaderScrollState = { scrolled: false, hidden: false };

/**
 * The header's state after the page moved from `previousY` to `currentY`. At or above the
 * threshold it is always shown; no movement keeps the hidden state, so a resize or a bounce
 * does not flicker.
 */
export function nextHeaderState(
  previousY: number,
  currentY: number,
  previous: HeaderScrollState = HEADER_AT_TOP,
): HeaderScrollState {
  const scrolled = currentY > HEADER_SCROLL_THRESHOLD;
  if (!scrolled) return HEADER_AT_TOP;
  const hidden = currentY === previousY ? previous.hidden : currentY > previousY;
  return { scrolled, hidden };
}

export const sameHeaderState = (a: HeaderScrollState, b: HeaderScrollState) =>
  a.scrolled === b.scrolled && a.hidden === b.hidden;
