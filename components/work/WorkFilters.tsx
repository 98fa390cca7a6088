import Link from '@/components/ui/Link';
import type { FilterValue } from '@/lib/content/work-filters';
import { type FilterFacet, filterPath, ROUTES } from '@/lib/routes';

import styles from './Work.module.css';

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
