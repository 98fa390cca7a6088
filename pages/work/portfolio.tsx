import type { GetStaticProps } from 'next';

import { CARD_IMAGE_SIZES } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import Artwork from '@/components/ui/Artwork';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import styles from '@/components/work/Work.module.css';
import { getPage, listPortfolio } from '@/lib/content';
import type { PortfolioItem } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';
import { groupByLabel } from '@/lib/work-filters';

interface Props extends StandardPageProps {
  items: PortfolioItem[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { page: getPage(ROUTES.portfolio), items: listPortfolio() },
});

function PortfolioCard({ item }: { item: PortfolioItem }) {
  return (
    <li className={styles.workCard}>
      {item.cover?.rendered ? (
        <ResponsiveImage
          image={{ ...item.cover.rendered, alt: '' }}
          sizes={CARD_IMAGE_SIZES}
          className={styles.workImage}
        />
      ) : (
        <Artwork src={item.image} alt="" className={styles.workImage} />
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

export default function PortfolioPage({ page, items }: Props) {
  const groups = groupByLabel(items, (item) => item.discipline);
  return (
    <StandardPage page={page}>
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
        {groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className={styles.group}
          >
            <h3 id={`${group.id}-heading`}>{group.name}</h3>
            <ul className={`${styles.workGrid} ${group.items.length % 2 === 1 ? styles.workGridLead : ''}`}>
              {group.items.map((item) => (
                <PortfolioCard key={item.slug} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </Section>
    </StandardPage>
  );
}
