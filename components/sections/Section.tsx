import type { ReactNode } from 'react';

import Reveal, { RevealItem } from '@/components/motion/Reveal';
import ButtonLink from '@/components/ui/ButtonLink';

import styles from './Sections.module.css';

interface SectionProps {
  id?: string;
  heading?: string;
  /** A link to the whole collection the section shows a part of. */
  more?: { href: string; label: string };
  /**
   * 'band': a full-width tinted band with the heading beside the text on desktops, so a page
   * of sections does not read as one long column. 'beside': the heading beside the content
   * on desktops, untinted: for one narrow column (a text, questions, a form) that would
   * otherwise sit at the left of wide screens beside nothing. 'inverse': a full-width band
   * in the deep brand colour, light on dark in both themes: one per page at most, its moment.
   */
  shape?: 'column' | 'band' | 'beside' | 'inverse';
  children: ReactNode;
}

const OUTER = {
  column: `container ${styles.section}`,
  beside: `container ${styles.section}`,
  band: styles.band,
  inverse: `inverse ${styles.inverse}`,
};
const INNER = {
  column: undefined,
  beside: styles.bandInner,
  band: `container ${styles.bandInner}`,
  inverse: 'container',
};

/** Every page section goes through here: one owner for spacing, anchor and reveal. */
export default function Section({ id, heading, more, shape = 'column', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={OUTER[shape]}>
      <Reveal className={INNER[shape]}>
        {heading && (
          <RevealItem>
            <h2 id={headingId}>{heading}</h2>
          </RevealItem>
        )}
        <RevealItem>
          {children}
          {more && (
            <p className={styles.more}>
              <ButtonLink href={more.href} variant="secondary">
                {more.label}
              </ButtonLink>
            </p>
          )}
        </RevealItem>
      </Reveal>
    </section>
  );
}
