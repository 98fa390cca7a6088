import NextSteps from '@/components/sections/NextSteps';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import styles from '@/components/work/Work.module.css';
import type { PortfolioItem } from '@/lib/content/schema';
import { getPage, listPortfolio } from '@/lib/content/server';
import { withContentProblems } from '@/lib/content/server/static-props';
import { groupByLabel } from '@/lib/content/work-filters';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  /** Grouped at build time, so the slugifier for the group anchors stays out of the browser. */
  groups: ReturnType<typeof groupByLabel<PortfolioItem>>;
}

export const getStaticProps = withContentProblems<Props>(async () => ({
  props: {
    page: getPage(ROUTES.portfolio),
    groups: groupByLabel(listPortfolio(), (item) => item.discipline),
  },
}));

/** An item whose link is a case study of ours: the case study shows its artwork. */
const isCaseStudy = (item: PortfolioItem) => item.href?.startsWith(`${ROUTES.caseStudies}/`) ?? false;

function PortfolioCard({ item, sizes }: { item: PortfolioItem; sizes: string }) {
  return (
    <li className={styles.workCard}>
      {item.cover.rendered && (
        <ResponsiveImage
          image={{ ...item.cover.rendered, alt: '' }}
          sizes={sizes}
          className={styles.workImage}
        />
      )}
      <UnpublishedBadge unpublished={item.unpublished} />
      <p className={styles.workMeta}>{item.client}</p>
      <h4 className={styles.workClient}>
        {item.href ? (
          <Link href={item.href} className={styles.workLink}>
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h4>
      <p className={styles.workOutcome}>{item.summary}</p>
    </li>
  );
}

export default function PortfolioPage({ page, groups }: Props) {
  return (
    <StandardPage page={page} heroActions={<NextSteps steps={['contact', 'services']} />}>
      <Section id="work" heading="Selected work">
        {/* Links to the groups below: filtering by discipline that works without a script. */}
        <nav aria-label="Portfolio by discipline" className={styles.filters}>
          <ul className={styles.filterRow}>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`} className={styles.filter}>
                  {group.name} <span>({group.items.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => {
          // Work told in full as a case study is folded into it: a link here, its artwork
          // there, so no picture shows twice across the work pages.
          const shown = group.items.filter((item) => !isCaseStudy(item));
          const told = group.items.filter(isCaseStudy);
          const beside = shown.length > 0 && told.length > 0;
          return (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className={styles.group}
            >
              <h3 id={`${group.id}-heading`}>{group.name}</h3>
              <div className={beside ? styles.groupBody : undefined}>
                {shown.length > 0 && (
                  <ul
                    className={`${styles.workGrid} ${!beside && shown.length % 2 === 1 ? styles.workGridLead : ''}`}
                  >
                    {shown.map((item, i) => (
                      <PortfolioCard
                        key={item.slug}
                        item={item}
                        sizes={beside ? IMAGE_SIZES.work(2, 1) : IMAGE_SIZES.work(shown.length, i)}
                      />
                    ))}
                  </ul>
                )}
                {told.length > 0 && (
                  <div className={styles.told}>
                    <p className={styles.filterLabel}>Told in full as case studies</p>
                    <ul>
                      {told.map((item) => (
                        <li key={item.slug}>
                          <Link href={item.href!}>{item.client}</Link>: {item.title}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </section>
          );
        })}
      </Section>
    </StandardPage>
  );
}
