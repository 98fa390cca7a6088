/** Scroll-reveal constants (spec sections 4 and 9), shared by both wrappers and their tests. */
export const REVEAL_THRESHOLD = 0.25;
export const REVEAL_DURATION_S = 0.8;
export const REVEAL_DELAY_S = 0.25;
export const REVEAL_STAGGER_S = 0.8;
export const REVEAL_OFFSET_PX = 50;

/** Attribute every reveal wrapper carries, so CSS can show it without JS or motion. */
export const REVEAL_ATTRIBUTE = 'data-reveal';

/** Shown to visitors without JavaScript, who would otherwise never see a revealed section. */
export const REVEAL_NOSCRIPT_CSS = `[${REVEAL_ATTRIBUTE}],[${REVEAL_ATTRIBUTE}]>*{opacity:1!important;transform:none!important}`;

export type RevealVariant = 'stagger' | 'delayed';

/** framer-motion variants of a wrapper: hidden below its place, visible in it. */
export function revealVariants(variant: RevealVariant) {
  return {
    hidden: { opacity: 0, y: REVEAL_OFFSET_PX },
    visible: {
      opacity: 1,
      y: 0,
      transition:
        variant === 'delayed'
          ? { duration: REVEAL_DURATION_S, delay: REVEAL_DELAY_S }
          : { duration: REVEAL_DURATION_S, staggerChildren: REVEAL_STAGGER_S },
    },
  } as const;
}

/** Children of the staggering wrapper move like it, one after another. */
export const revealItemVariants = {
  hidden: { opacity: 0, y: REVEAL_OFFSET_PX },
  visible: { opacity: 1, y: 0, transition: { duration: REVEAL_DURATION_S } },
} as const;

/** In-view options: shown at `amount` in view, hidden again on leaving (not once only). */
export const revealViewport = (amount: number = REVEAL_THRESHOLD) => ({ amount, once: false }) as const;

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
