import { LazyMotion, MotionConfig, m } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { REVEAL_ATTRIBUTE, revealAmount, revealItemVariants, revealVariants, revealViewport, type RevealVariant } from '@/lib/reveal';

const loadFeatures = () => import('./features').then((module) => module.default);

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/** Keeps the in-view amount reachable for sections taller than the viewport allows. */
function useRevealAmount(ref: RefObject<HTMLElement | null>) {
  const [amount, setAmount] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setAmount(revealAmount(element.offsetHeight, window.innerHeight));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return amount;
}

function RevealWrapper({ variant, children, className }: RevealProps & { variant: RevealVariant }) {
  const ref = useRef<HTMLDivElement>(null);
  const amount = useRevealAmount(ref);
  return (
    // reducedMotion="user": transforms jump; globals.css also shows the content outright.
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        <m.div
          ref={ref}
          {...{ [REVEAL_ATTRIBUTE]: variant }}
          className={className}
          variants={revealVariants(variant)}
          initial="hidden"
          whileInView="visible"
          viewport={revealViewport(amount)}
        >
          {children}
        </m.div>
      </LazyMotion>
    </MotionConfig>
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
    <m.div className={className} variants={revealItemVariants}>
      {children}
    </m.div>
  );
}
