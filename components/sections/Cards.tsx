import type { ReactNode } from 'react';

import Artwork from '@/components/ui/Artwork';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import type { PostCardData } from '@/lib/content';
import type { Unpublished } from '@/lib/content/dates';
import type { CaseStudy, ContentImage, Service } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import { desktopColumns } from '@/lib/grid-columns';
import { postPath, servicePath } from '@/lib/routes';

import styles from './Sections.module.css';

/** Headings inside cards sit one level below the section heading. */
type Level = 'h2' | 'h3';

export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary'>;
export type CaseStudyCardData = Pick<
  CaseStudy,
  'slug' | 'client' | 'title' | 'industry' | 'image' | 'unpublished'
> & {
  cover?: ContentImage | null;
};

/** How wide a card shows at each viewport width (the grid in Sections.module.css). */
export const CARD_IMAGE_SIZES = '(min-width: 75rem) 23rem, (min-width: 40rem) 45vw, 100vw';

/** A card's picture: our image of the work when there is one, else the generated artwork. */
export function CardPicture({
  artwork,
  cover,
  className = styles.cardImage,
}: {
  artwork?: string;
  cover?: ContentImage | null;
  className?: string;
}) {
  // In a card the heading names the work, so the picture is decoration (empty alt), like the artwork.
  if (cover?.rendered)
    return (
      <ResponsiveImage
        image={{ ...cover.rendered, alt: '' }}
        sizes={CARD_IMAGE_SIZES}
        className={className}
      />
    );
  return artwork ? <Artwork src={artwork} alt="" className={className} /> : null;
}

interface CardProps {
  href: string;
  heading: string;
  level: Level;
  tag?: string;
  image?: string;
  cover?: ContentImage | null;
  unpublished?: Unpublished;
  children: ReactNode;
}

/** The whole card is clickable through its heading link, which keeps one accessible name. */
function Card({ href, heading, level: H, tag, image, cover, unpublished, children }: CardProps) {
  return (
    <li className={styles.card}>
      <CardPicture artwork={image} cover={cover} />
      <UnpublishedBadge unpublished={unpublished} />
      {tag && <span className={styles.tag}>{tag}</span>}
      <H>
        <Link href={href} className={styles.cardLink}>
          {heading}
        </Link>
      </H>
      {children}
    </li>
  );
}

export function ServiceCards({ services, level = 'h3' }: { services: ServiceCardData[]; level?: Level }) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(services.length)}>
      {services.map((service) => (
        <Card key={service.slug} href={servicePath(service.slug)} heading={service.title} level={level}>
          <p>{service.summary}</p>
        </Card>
      ))}
    </ul>
  );
}

/** Services as a two-column list of links with a drawn arrow each: lighter than cards. */
export function ServiceList({ services }: { services: ServiceCardData[] }) {
  return (
    <ul className={styles.iconList}>
      {services.map((service) => (
        <li key={service.slug} className={styles.linkItem}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
          <div>
            <h3>
              <Link href={servicePath(service.slug)} className={styles.cardLink}>
                {service.title}
              </Link>
            </h3>
            <p>{service.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

type PostCardWithCover = PostCardData & { cover?: ContentImage | null };

export function PostCards({ posts, level = 'h3' }: { posts: PostCardWithCover[]; level?: Level }) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(posts.length)}>
      {posts.map((post) => (
        <Card
          key={post.slug}
          href={postPath(post.slug)}
          heading={post.title}
          level={level}
          tag={post.categoryName}
          cover={post.cover}
          unpublished={post.unpublished}
        >
          <p>{post.excerpt}</p>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
          </p>
        </Card>
      ))}
    </ul>
  );
}
