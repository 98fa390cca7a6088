import { CardPicture, type CaseStudyCardData } from '@/components/sections/Cards';
import Link from '@/components/ui/Link';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { caseStudyPath } from '@/lib/routes';

import HeadlineFigure from './HeadlineFigure';
import styles from './Work.module.css';

export type WorkCardData = CaseStudyCardData;

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
          <p className={styles.workMeta}>{study.industry}</p>
          <H className={styles.workClient}>
            <Link href={caseStudyPath(study.slug)} className={styles.workLink}>
              {study.client}
            </Link>
          </H>
          <p className={styles.workOutcome}>{study.title}</p>
          {study.headline && <HeadlineFigure result={study.headline} />}
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
        <p className={styles.workMeta}>Featured work · {study.industry}</p>
        <p className={styles.workClient}>
          <Link href={caseStudyPath(study.slug)} className={styles.workLink}>
            {study.client}
          </Link>
        </p>
        <p className={styles.workOutcome}>{study.title}</p>
        {study.headline && <HeadlineFigure result={study.headline} />}
      </div>
    </div>
  );
}
