import { animate, inView, stagger } from 'framer-motion/dom';
import { REVEAL_HIDDEN, REVEAL_ITEM_ATTRIBUTE, REVEAL_SHOWN, REVEAL_STAGGER_S, revealAmount, revealTiming, type RevealVariant } from '@/lib/reveal';

/**
 * Drives one wrapper with framer-motion: shown when enough of it is in view, hidden again
 * when it leaves. Loaded on demand after hydration, so it costs nothing in first-load JS.
 * Returns the clean-up.
 */
export function observeReveal(element: HTMLElement, variant: RevealVariant): () => void {
  const items = [...element.querySelectorAll<HTMLElement>(`:scope > [${REVEAL_ITEM_ATTRIBUTE}]`)];
  const targets = [element, ...items];
  // The server already drew the hidden state; tell framer-motion where it starts.
  animate(targets, REVEAL_HIDDEN, { duration: 0 });

  const timing = revealTiming(variant);
  const show = () => {
    const running = [animate(element, REVEAL_SHOWN, timing)];
    if (items.length) running.push(animate(items, REVEAL_SHOWN, { ...timing, delay: stagger(REVEAL_STAGGER_S, { startDelay: timing.delay ?? 0 }) }));
    return () => {
      running.forEach((animation) => animation.stop());
      animate(targets, REVEAL_HIDDEN, { duration: timing.duration });
    };
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
