import type { ReactNode } from 'react';
import { InlineMarkdown } from '@/components/ui/Markdown';
import styles from './Sections.module.css';

interface PageHeroProps {
  heading: string;
  lead: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of every page, and the home of its single h1. */
export default function PageHero({ heading, lead, eyebrow, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1>{heading}</h1>
        <p className={styles.lead}>
          <InlineMarkdown source={lead} />
        </p>
        {children && <div className={styles.heroActions}>{children}</div>}
      </div>
    </header>
  );
}
