import Link from '@/components/ui/Link';
import type { CaseStudy, Service } from '@/lib/content/schema';
import { caseStudyPath, servicePath } from '@/lib/routes';

import styles from './CaseStudy.module.css';

/** Client, industry, services and (once supplied) year, as one summary card. */
export function AtAGlance({
  study,
  services,
}: {
  study: Pick<CaseStudy, 'client' | 'industry' | 'year'>;
  services: Pick<Service, 'slug' | 'title'>[];
}) {
  return (
    <section aria-labelledby="at-a-glance" className={styles.glance}>
      <h2 id="at-a-glance" className={styles.glanceHeading}>
        At a glance
      </h2>
      <dl className={styles.glanceFacts}>
        {/* The short facts share a row; the industry, a few words, takes the full width. */}
        <div>
          <dt>Client</dt>
          <dd>{study.client}</dd>
        </div>
        {study.year && (
          <div>
            <dt>Year</dt>
            <dd>{study.year}</dd>
          </div>
        )}
        <div className={styles.glanceWide}>
          <dt>Industry</dt>
          <dd>{study.industry}</dd>
        </div>
        <div className={styles.glanceWide}>
          <dt>Services</dt>
          <dd>
            <ul className={styles.chips}>
              {services.map((service) => (
                <li key={service.slug}>
                  <Link href={servicePath(service.slug)}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** What we delivered: the highlights of the work, beside the story with the facts. */
export function Delivered({ highlights }: { highlights: string[] }) {
  return (
    <section aria-labelledby="delivered" className={styles.delivered}>
      <h2 id="delivered">What we delivered</h2>
      <ul>
        {highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </section>
  );
}

/** The way on from the end of a case study: the next one, as a large link. */
export function NextCaseStudy({ study }: { study: Pick<CaseStudy, 'slug' | 'client' | 'title'> }) {
  return (
    <nav aria-label="Next case study" className={`container ${styles.next}`}>
      <Link href={caseStudyPath(study.slug)} className={styles.nextLink}>
        <span className={styles.nextLabel}>Next case study</span>
        <span className={styles.nextClient}>{study.client}</span>
        <span className={styles.nextTitle}>{study.title}</span>
        <span className={styles.nextArrow} aria-hidden="true">
          →
        </span>
      </Link>
    </nav>
  );
}
