import { type ReactNode, useEffect, useRef } from 'react';

import { REVEAL_ATTRIBUTE, REVEAL_ITEM_ATTRIBUTE, type RevealVariant } from '@/lib/layout/reveal';

interface RevealProps {
  children: ReactNode;
  className?: string;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The entrance is CSS and needs no JavaScript (lib/layout/reveal.ts); the engine that hides and
 * re-reveals on scroll arrives after hydration (dynamic import), and never with reduced motion.
 */
function RevealWrapper({ variant, children, className }: RevealProps & { variant: RevealVariant }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./reveal-engine').then(({ observeReveal }) => {
      if (!cancelled) stop = observeReveal(element);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <div ref={ref} {...{ [REVEAL_ATTRIBUTE]: variant }} className={className}>
      {children}
    </div>
  );
}

/** Variant 1: the section fades up into place, then its <RevealItem> children one by one. */
export default function Reveal(props: RevealProps) {
  return <RevealWrapper variant="stagger" {...props} />;
}

/** Variant 2: the section fades up into place after a short delay. */
export function RevealDelayed(props: RevealProps) {
  return <RevealWrapper variant="delayed" {...props} />;
}

/** A child of <Reveal> that takes its turn in the stagger. */
export function RevealItem({ children, className }: RevealProps) {
  return (
    <div {...{ [REVEAL_ITEM_ATTRIBUTE]: '' }} className={className}>
      {children}
    </div>
  );
}
