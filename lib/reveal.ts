/** Scroll-reveal constants (spec sections 4 and 9), shared by both wrappers and their tests. */
export const REVEAL_THRESHOLD = 0.25;
export const REVEAL_DURATION_S = 0.8;
export const REVEAL_DELAY_S = 0.25;
export const REVEAL_STAGGER_S = 0.8;
export const REVEAL_OFFSET_PX = 50;

/** Attribute every reveal wrapper carries, so CSS can show it without JS or motion. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** Attribute of the children that variant 1 brings in one after another. */
export const REVEAL_ITEM_ATTRIBUTE = 'data-reveal-item';

/** Shown to visitors without JavaScript, who would otherwise never see a revealed section. */
export const REVEAL_NOSCRIPT_CSS = `[${REVEAL_ATTRIBUTE}],[${REVEAL_ITEM_ATTRIBUTE}]{opacity:1!important;transform:none!important}`;

export type RevealVariant = 'stagger' | 'delayed';

/** The two states of a wrapper (framer-motion keyframes): hidden below its place, shown in it. */
export const REVEAL_HIDDEN = { opacity: 0, y: REVEAL_OFFSET_PX } as const;
export const REVEAL_SHOWN = { opacity: 1, y: 0 } as const;

/** The hidden state as server-rendered inline style, so the first paint matches the animation's start. */
export const REVEAL_HIDDEN_STYLE = { opacity: 0, transform: `translateY(${REVEAL_OFFSET_PX}px)` } as const;

/** How a wrapper enters: variant 2 waits a moment; variant 1 moves at once. */
export function revealTiming(variant: RevealVariant) {
  return variant === 'delayed' ? { duration: REVEAL_DURATION_S, delay: REVEAL_DELAY_S } : { duration: REVEAL_DURATION_S };
}

/**
 * The in-view fraction that reveals an element. A section taller than four viewports can
 * never be 25 % visible, so for it "25 % in view" means covering a quarter of the viewport.
 * Rounded so small size changes do not restart the observer.
 */
export function revealAmount(elementHeight: number, viewportHeight: number): number {
  if (elementHeight <= 0 || viewportHeight <= 0) return REVEAL_THRESHOLD;
  const reachable = viewportHeight / elementHeight;
  if (reachable >= REVEAL_THRESHOLD) return REVEAL_THRESHOLD;
  return Math.floor(REVEAL_THRESHOLD * reachable * 1000) / 1000;
}
