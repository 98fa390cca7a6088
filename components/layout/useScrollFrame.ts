import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame` with window.scrollY at most once per animation frame while the page
 * scrolls, and once on mount. The listener is passive so it never delays scrolling.
 */
export function useScrollFrame(onFrame: (scrollY: number) => void) {
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
    run();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
}
