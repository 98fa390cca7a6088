import { inView } from 'framer-motion/dom';

import { REVEAL_STATE_ATTRIBUTE, revealAmount } from '@/lib/layout/reveal';

/**
 * Drives one wrapper with framer-motion's inView: shown when enough of it is in view,
 * hidden again when it leaves. The motion itself is CSS (see revealCss in lib/layout/reveal.ts),
 * so it runs off the main thread. Loaded on demand after hydration. Returns the clean-up.
 */
export function observeReveal(element: HTMLElement): () => void {
  const setShown = (shown: boolean) => element.setAttribute(REVEAL_STATE_ATTRIBUTE, String(shown));
  // What is on screen already came in with the page; the rest waits, hidden, for its turn.
  // An observer rather than getBoundingClientRect: a read per wrapper forced a layout each.
  const firstSight = new IntersectionObserver(([entry]) => {
    firstSight.disconnect();
    if (entry && !entry.isIntersecting) setShown(false);
  });
  firstSight.observe(element);
  const show = () => {
    setShown(true);
    return () => setShown(false);
  };

  let amount = Number.NaN;
  let stopObserving = () => {};
  // A section's height can change (images, fonts); keep the in-view amount reachable.
  const resize = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
    const next = revealAmount(height, window.innerHeight);
    if (next === amount) return;
    amount = next;
    stopObserving();
    stopObserving = inView(element, show, { amount });
  });
  resize.observe(element);
  return () => {
    firstSight.disconnect();
    resize.disconnect();
    stopObserving();
  };
}
