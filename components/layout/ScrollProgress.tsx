import { useRef } from 'react';

import { readFraction } from '@/lib/layout/scroll-progress';

import styles from './ScrollProgress.module.css';
import { useScrollFrame } from './useScrollFrame';

/** A thin bar across the top whose length follows how much of the page has been read. */
export default function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  // Written straight to the style: a re-render per frame would buy nothing.
  useScrollFrame(
    (scrollY) => {
      const { scrollHeight } = document.documentElement;
      bar.current?.style.setProperty(
        '--progress',
        String(readFraction(scrollY, scrollHeight, window.innerHeight)),
      );
    },
    { onResize: true },
  );
  return <div ref={bar} className={styles.bar} aria-hidden="true" data-testid="scroll-progress" />;
}
