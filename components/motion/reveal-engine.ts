import { inView } from 'framer-motion/dom';
import { REVEAL_STATE_ATTRIBUTE, revealAmount } from '@/lib/reveal';

function touchesViewport(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * Drives one wrapper with framer-motion's inView: shown when enough of it is in view,
 * hidden again when it leaves. The motion itself is CSS (see revealCss in lib/reveal.ts),
 * so it runs off the main thread. Loaded on demand after hydration. Returns the clean-up.
 */
export function observeReveal(element: HTMLElement): () => void {
  const setShown = (shown: boolean) => element.setAttribute(REVEAL_STATE_ATTRIBUTE, String(shown));
  // What is on screen already came in with the page; the rest waits, hidden, for its turn.
  if (!touchesViewport(element)) setShown(false);
  const show = () => {
    setShown(true);
    return () => setShown(false);
  };

  let amount = Number.NaN;
  let stopObserving = () => {};
  // A section's height can change (images, fonts); keep the in-view amount reachable.
  const resize = new ResizeObserver(() => {
    const next = revealAmount(element.offsetHeight, window.innerHeight);
    if (next === amount) return;
    amount = next;
    stopObserving();
    stopObserving = inView(element, show, { amount });
  });
  resize.observe(element);
  return () => {
    resize.disconnect();
    stopObserving();
  };
}
