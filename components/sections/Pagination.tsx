import Link from '@/components/ui/Link';
import type { Pagination as PaginationData } from '@/lib/content/pagination';

import styles from './Pagination.module.css';

/**
 * Previous, next and numbered links between the pages of a list; nothing when it has one page.
 * The first page has no Previous and the last no Next: a step that leads nowhere is left out.
 */
export default function Pagination({ pagination }: { pagination: PaginationData }) {
  if (pagination.pageCount <= 1) return null;
  const { previous, next, slots, page, pageCount } = pagination;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <p className={styles.status}>
        Page {page} of {pageCount}
      </p>
      <ul className={styles.list}>
        {previous && (
          <li>
            <Link href={previous} rel="prev" className={styles.step}>
              <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {slots.map((slot, index) =>
          slot ? (
            <li key={slot.page}>
              <Link
                href={slot.href}
                className={styles.number}
                aria-current={slot.current ? 'page' : undefined}
                aria-label={`Page ${slot.page}`}
              >
                {slot.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={next} rel="next" className={styles.step}>
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
