import type { ReactNode } from 'react';

import Artwork from '@/components/ui/Artwork';
import Link from '@/components/ui/Link';
import type { PostSummary } from '@/lib/content';
import { caseStudyPath, postPath, servicePath } from '@/lib/content/paths';
import type { CaseStudy, Service } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import { desktopColumns } from '@/lib/grid-columns';

import styles from './Sections.module.css';

/** Headings inside cards sit one level below the section heading. */
type Level = 'h2' | 'h3';

export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary'>;
export type CaseStudyCardData = Pick<CaseStudy, 'slug' | 'client' | 'title' | 'industry' | 'image'>;

interface CardProps {
  href: string;
  heading: string;
  level: Level;
  tag?: string;
  image?: string;
  children: ReactNode;
}

/** The whole card is clickable through its heading link, which keeps one accessible name. */
function Card({ href, heading, level: H, tag, image, children }: CardProps) {
  return (
    <li className={styles.card}>
      {image && <Artwork src={image} alt="" className={styles.cardImage} />}
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

export function CaseStudyCards({
  caseStudies,
  level = 'h3',
}: {
  caseStudies: CaseStudyCardData[];
  level?: Level;
}) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(caseStudies.length)}>
      {caseStudies.map((study) => (
        <Card
          key={study.slug}
          href={caseStudyPath(study.slug)}
          heading={study.client}
          level={level}
          tag={study.industry}
          image={study.image}
        >
          <p>{study.title}</p>
        </Card>
      ))}
    </ul>
  );
}

export function PostCards({ posts, level = 'h3' }: { posts: PostSummary[]; level?: Level }) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(posts.length)}>
      {posts.map((post) => (
        <Card
          key={post.slug}
          href={postPath(post.slug)}
          heading={post.title}
          level={level}
          tag={post.categoryName}
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
