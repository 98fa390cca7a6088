import type { ReactNode } from 'react';
import Reveal, { RevealItem } from '@/components/motion/Reveal';
import styles from './Sections.module.css';

interface SectionProps {
  id?: string;
  heading?: string;
  children: ReactNode;
}

/** Every page section goes through here: one owner for spacing, anchor and reveal. */
export default function Section({ id, heading, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={`container ${styles.section}`}>
      <Reveal>
        {heading && (
          <RevealItem>
            <h2 id={headingId}>{heading}</h2>
          </RevealItem>
        )}
        <RevealItem>{children}</RevealItem>
      </Reveal>
    </section>
  );
}
