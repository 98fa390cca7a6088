import type { ReactNode } from 'react';

import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import UnpublishedBadge from '@/components/ui/UnpublishedBadge';
import type { Unpublished } from '@/lib/content/dates';
import type { CaseStudy, ContentImage, Result, Service } from '@/lib/content/schema';
import type { PostCardData } from '@/lib/content/server';
import { desktopColumns } from '@/lib/layout/grid-columns';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { postPath, servicePath } from '@/lib/routes';
import { formatDate } from '@/lib/text/dates';

import styles from './Sections.module.css';

/** Headings inside cards sit one level below the section heading. */
type Level = 'h2' | 'h3';

/** A service's card; with its drawing, where the page has room for pictures. */
export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary'> & { hero?: ContentImage | null };
export type CaseStudyCardData = Pick<CaseStudy, 'slug' | 'client' | 'title' | 'industry' | 'unpublished'> & {
  cover?: ContentImage | null;
  /** The work's headline figure (lib/content/proof.ts), once the agency supplies results. */
  headline?: Result | null;
};

/** A card's picture: our image of the work, once the media step has rendered it. */
export function CardPicture({
  cover,
  sizes,
  priority = false,
  className = styles.cardImage,
}: {
  cover?: ContentImage | null;
  /** How wide the card shows: one of IMAGE_SIZES (lib/layout/image-sizes.ts). */
  sizes: string;
  /** The first screen's largest image (see ResponsiveImage). */
  priority?: boolean;
  className?: string;
}) {
  // In a card the heading names the work, so the picture is decoration (empty alt).
  if (!cover?.rendered) return null;
  return (
    <ResponsiveImage
      image={{ ...cover.rendered, alt: '' }}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}

interface CardProps {
  href: string;
  heading: string;
  level: Level;
  tag?: string;
  cover?: ContentImage | null;
  sizes: string;
  unpublished?: Unpublished;
  children: ReactNode;
}

/** The whole card is clickable through its heading link, which keeps one accessible name. */
function Card({ href, heading, level: H, tag, cover, sizes, unpublished, children }: CardProps) {
  return (
    <li className={styles.card}>
      <CardPicture cover={cover} sizes={sizes} />
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
      {services.map((service, i) => (
        <Card
          key={service.slug}
          href={servicePath(service.slug)}
          heading={service.title}
          level={level}
          sizes={IMAGE_SIZES.card(services.length, i)}
          cover={service.hero}
        >
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

export function PostCards({ posts, level = 'h3' }: { posts: PostCardData[]; level?: Level }) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(posts.length)}>
      {posts.map((post, i) => (
        <Card
          key={post.slug}
          sizes={IMAGE_SIZES.card(posts.length, i)}
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
