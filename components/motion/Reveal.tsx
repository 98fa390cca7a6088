import type { ReactNode } from 'react';

/** Placeholder until the scroll-reveal wrappers land: renders its children as they are. */
export default function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}
