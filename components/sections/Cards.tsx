import Image from 'next/image';
import Link from 'next/link';
import type { PostSummary } from '@/lib/content';
import { caseStudyPath, postPath, servicePath } from '@/lib/content/paths';
import type { CaseStudy, Service } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import styles from './Sections.module.css';

/** Headings inside cards sit one level below the section heading. */
type Level = 'h2' | 'h3';

export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary'>;
export type CaseStudyCardData = Pick<CaseStudy, 'slug' | 'client' | 'title' | 'industry' | 'image'>;

export function ServiceCards({ services, level: H = 'h3' }: { services: ServiceCardData[]; level?: Level }) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.slug} className={styles.card}>
          <H>
            <Link href={servicePath(service.slug)} className={styles.cardLink}>
              {service.title}
            </Link>
          </H>
          <p>{service.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export function CaseStudyCards({ caseStudies, level: H = 'h3' }: { caseStudies: CaseStudyCardData[]; level?: Level }) {
  return (
    <ul className={styles.grid}>
      {caseStudies.map((study) => (
        <li key={study.slug} className={styles.card}>
          <Image src={study.image} alt="" width={640} height={400} className={styles.cardImage} />
          <span className={styles.tag}>{study.industry}</span>
          <H>
            <Link href={caseStudyPath(study.slug)} className={styles.cardLink}>
              {study.client}
            </Link>
          </H>
          <p>{study.title}</p>
        </li>
      ))}
    </ul>
  );
}

export function PostCards({ posts, level: H = 'h3' }: { posts: PostSummary[]; level?: Level }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.card}>
          <span className={styles.tag}>{post.categoryName}</span>
          <H>
            <Link href={postPath(post.slug)} className={styles.cardLink}>
              {post.title}
            </Link>
          </H>
          <p>{post.excerpt}</p>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
          </p>
        </li>
      ))}
    </ul>
  );
}
