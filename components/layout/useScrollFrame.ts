import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame` with window.scrollY at most once per animation frame while the page
 * scrolls, and in the first frame after mount. The listener is passive so it never delays
 * scrolling. Reading the scroll position forces a layout, so the first read also waits for
 * a frame, where that layout is due anyway, instead of running in the mount effects.
 * With `onResize`, it also runs when the page changes length without scrolling (sections
 * rendered as they come near, late content).
 */
export function useScrollFrame(onFrame: (scrollY: number) => void, { onResize = false } = {}) {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      latest.current(window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const resizes = onResize ? new ResizeObserver(onScroll) : null;
    resizes?.observe(document.documentElement);
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [onResize]);
}
