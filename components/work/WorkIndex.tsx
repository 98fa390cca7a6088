import { CardPicture, type CaseStudyCardData } from '@/components/sections/Cards';
import Link from '@/components/ui/Link';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import type { FilterValue } from '@/lib/content/work-filters';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { type FilterFacet, filterPath } from '@/lib/routes';
import { caseStudyPath, ROUTES } from '@/lib/routes';

import { HeadlineFigure } from './CaseStudyParts';
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

const FACET_LABELS: Record<FilterFacet, string> = { service: 'By service', industry: 'By industry' };

/**
 * Links to the static filtered pages, folded into one disclosure so the work comes first on a
 * phone; its summary names the filter in use. The current page is marked for assistive
 * technology.
 */
export function WorkFilters({
  facets,
  current,
}: {
  facets: FilterValue[][];
  current?: Pick<FilterValue, 'facet' | 'value' | 'label'>;
}) {
  return (
    <nav aria-label="Filter case studies" className={styles.filters}>
      <details className={styles.filterFold}>
        <summary className={styles.filterSummary}>
          Filter by service or industry
          <span className={styles.filterShowing}>Showing: {current ? current.label : 'All work'}</span>
        </summary>
        <div className={styles.filterPanel}>
          <ul className={styles.filterRow}>
            <li>
              <Link
                href={ROUTES.caseStudies}
                className={styles.filter}
                aria-current={current ? undefined : 'page'}
              >
                All work
              </Link>
            </li>
          </ul>
          {facets.map((values) =>
            values.length === 0 ? null : (
              <div key={values[0]!.facet} className={styles.filterGroup}>
                <p className={styles.filterLabel} id={`filter-${values[0]!.facet}`}>
                  {FACET_LABELS[values[0]!.facet]}
                </p>
                <ul className={styles.filterRow} aria-labelledby={`filter-${values[0]!.facet}`}>
                  {values.map((value) => {
                    const active = current?.facet === value.facet && current.value === value.value;
                    return (
                      <li key={value.value}>
                        <Link
                          href={filterPath(value.facet, value.value)}
                          className={styles.filter}
                          aria-current={active ? 'page' : undefined}
                        >
                          {value.label} <span>({value.count})</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ),
          )}
        </div>
      </details>
    </nav>
  );
}
