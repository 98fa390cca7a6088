import type { ReactNode } from 'react';

import { CardPicture, type CaseStudyCardData } from '@/components/sections/Cards';
import Link from '@/components/ui/Link';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { caseStudyPath } from '@/lib/routes';

import HeadlineFigure from './HeadlineFigure';
import styles from './Work.module.css';

export type WorkCardData = CaseStudyCardData;

/** A work card's words under its picture: the line above, the client (the link), the outcome. */
function WorkCardText({
  study,
  meta,
  level: H,
}: {
  study: WorkCardData;
  meta: ReactNode;
  level: 'h2' | 'h3' | 'p';
}) {
  return (
    <>
      <p className={styles.workMeta}>{meta}</p>
      <H className={styles.workClient}>
        <Link href={caseStudyPath(study.slug)} className={styles.workLink}>
          {study.client}
        </Link>
      </H>
      <p className={styles.workOutcome}>{study.title}</p>
      {study.headline && <HeadlineFigure result={study.headline} />}
    </>
  );
}

/** Large image cards: the work first, the client, and the outcome in one line (its title). */
export function WorkCards({ studies, level: H = 'h3' }: { studies: WorkCardData[]; level?: 'h2' | 'h3' }) {
  // Two wide columns suit large images; an odd count gives the first card the full row, so
  // no card is left alone on the last.
  const lead = studies.length % 2 === 1;
  return (
    <ul className={`${styles.workGrid} ${lead ? styles.workGridLead : ''}`}>
      {studies.map((study, i) => (
        <li key={study.slug} className={styles.workCard}>
          <CardPicture
            cover={study.cover}
            sizes={IMAGE_SIZES.work(studies.length, i)}
            className={styles.workImage}
          />
          <UnpublishedBadge unpublished={study.unpublished} />
          <WorkCardText study={study} meta={study.industry} level={H} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One piece of work beside the home page's headline, so the first screen shows the work. Its
 * picture is the first screen's largest image (preloaded, never lazy); nothing sits behind it.
 */
export function FeaturedWork({ study }: { study: WorkCardData }) {
  return (
    <div className={styles.featured}>
      <div className={styles.workCard}>
        <CardPicture
          cover={study.cover}
          sizes={IMAGE_SIZES.heroMedia}
          className={styles.workImage}
          priority
        />
        <WorkCardText study={study} meta={<>Featured work · {study.industry}</>} level="p" />
      </div>
    </div>
  );
}
