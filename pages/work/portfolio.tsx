import type { GetStaticProps } from 'next';

import { CARD_IMAGE_SIZES } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import Artwork from '@/components/ui/Artwork';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import { getPage, listPortfolio } from '@/lib/content';
import type { PortfolioItem } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  items: PortfolioItem[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { page: getPage(ROUTES.portfolio), items: listPortfolio() },
});

export default function PortfolioPage({ page, items }: Props) {
  return (
    <StandardPage page={page}>
      <Section id="work" heading="Selected work">
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.slug} className={styles.card}>
              {item.cover?.rendered ? (
                <ResponsiveImage
                  image={item.cover.rendered}
                  sizes={CARD_IMAGE_SIZES}
                  className={styles.cardImage}
                />
              ) : (
                <Artwork
                  src={item.image}
                  alt={`${item.title} for ${item.client}`}
                  className={styles.cardImage}
                />
              )}
              <span className={styles.tag}>{item.discipline}</span>
              <h3>
                {item.href ? (
                  <Link href={item.href} className={styles.cardLink}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
              <p>
                {item.client}. {item.summary}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </StandardPage>
  );
}
