/** Scroll-reveal constants, shared by both wrappers and their tests. */
export const REVEAL_THRESHOLD = 0.25;
export const REVEAL_DURATION_S = 0.8;
export const REVEAL_DELAY_S = 0.25;
export const REVEAL_STAGGER_S = 0.8;
export const REVEAL_OFFSET_PX = 50;

/** Attribute every reveal wrapper carries, with its variant as the value. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** Attribute of the children that variant 1 brings in one after another. */
export const REVEAL_ITEM_ATTRIBUTE = 'data-reveal-item';
/** Set by the engine once it drives a wrapper: "true" in view, "false" out of view. */
export const REVEAL_STATE_ATTRIBUTE = 'data-revealed';

export type RevealVariant = 'stagger' | 'delayed';

/** Stagger slots written into the style sheet; a wrapper has a heading and a body today. */
const REVEAL_MAX_ITEMS = 8;

const EASE = 'cubic-bezier(0.25, 0.1, 0.25, 1)';
const HIDDEN = `opacity:0;transform:translateY(${REVEAL_OFFSET_PX}px)`;

/**
 * The whole reveal as CSS. Wrappers enter by CSS animation once painted, so the first screen
 * and visitors without JavaScript need no script; the engine (reveal-engine.ts) then hides
 * wrappers out of view and restarts the entrance when they return. Reduced motion: none of it.
 */
export function revealCss(): string {
  const wrapper = `[${REVEAL_ATTRIBUTE}]`;
  const item = `[${REVEAL_ITEM_ATTRIBUTE}]`;
  const hiddenWrapper = `[${REVEAL_STATE_ATTRIBUTE}="false"]`;
  const entrance = `animation:reveal-in ${REVEAL_DURATION_S}s ${EASE} both`;
  const staggered = Array.from({ length: REVEAL_MAX_ITEMS - 1 }, (_, index) => {
    const position = index + 2;
    return `${wrapper}>${item}:nth-child(${position}){animation-delay:${(position - 1) * REVEAL_STAGGER_S}s}`;
  });
  return [
    '@media (prefers-reduced-motion:no-preference){',
    `@keyframes reveal-in{from{${HIDDEN}}}`,
    `${wrapper},${wrapper}>${item}{${entrance}}`,
    `[${REVEAL_ATTRIBUTE}="delayed"]{animation-delay:${REVEAL_DELAY_S}s}`,
    ...staggered,
    `${hiddenWrapper},${hiddenWrapper}>${item}{animation:none;${HIDDEN};transition:opacity ${REVEAL_DURATION_S}s ${EASE},transform ${REVEAL_DURATION_S}s ${EASE}}`,
    '}',
  ].join('');
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
