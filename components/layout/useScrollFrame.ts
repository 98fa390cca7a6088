import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame` with window.scrollY at most once per animation frame while the page scrolls
 * (passive listener), and in the first frame after mount, where the layout the read forces is
 * due anyway. With `onResize`, also when the page changes length without scrolling.
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
