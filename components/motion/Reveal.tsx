import { useEffect, useRef, type ReactNode } from 'react';
import { REVEAL_ATTRIBUTE, REVEAL_HIDDEN_STYLE, REVEAL_ITEM_ATTRIBUTE, type RevealVariant } from '@/lib/reveal';

interface RevealProps {
  children: ReactNode;
  className?: string;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Server-rendered with its content in the hidden state; the framer-motion engine arrives
 * after hydration (dynamic import). With reduced motion it never loads and globals.css
 * shows the content; a <noscript> style in _document does the same without JavaScript.
 */
function RevealWrapper({ variant, children, className }: RevealProps & { variant: RevealVariant }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./reveal-engine').then(({ observeReveal }) => {
      if (!cancelled) stop = observeReveal(element, variant);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [variant]);
  return (
    <div ref={ref} {...{ [REVEAL_ATTRIBUTE]: variant }} className={className} style={REVEAL_HIDDEN_STYLE}>
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
    <div {...{ [REVEAL_ITEM_ATTRIBUTE]: '' }} className={className} style={REVEAL_HIDDEN_STYLE}>
      {children}
    </div>
  );
}
