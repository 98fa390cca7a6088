import type { ReactNode } from 'react';

import { InlineMarkdown } from '@/components/ui/Markdown';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import type { Unpublished } from '@/lib/content/dates';
import type { MarkdownDoc } from '@/lib/content/markdown';

import styles from './Sections.module.css';

interface PageHeroProps {
  heading: string;
  /** Plain text, or a one-paragraph Markdown field from content. */
  lead: string | MarkdownDoc;
  eyebrow?: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
  /** Artwork beside the text on wide screens, below it on phones. */
  media?: ReactNode;
  /** A draft or scheduled entry, as `npm run dev` shows it. */
  unpublished?: Unpublished;
}

/** The top of every page, and the home of its single h1. */
export default function PageHero({ heading, lead, eyebrow, children, media, unpublished }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={`container ${media ? styles.heroWithMedia : ''}`}>
        <div>
          <UnpublishedBadge unpublished={unpublished} />
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1>{heading}</h1>
          <p className={styles.lead}>{typeof lead === 'string' ? lead : <InlineMarkdown doc={lead} />}</p>
          {children && <div className={styles.heroActions}>{children}</div>}
        </div>
        {media}
      </div>
    </header>
  );
}
