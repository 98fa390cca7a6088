import type { GetStaticProps } from 'next';

import CallToAction from '@/components/sections/CallToAction';
import { PostCards } from '@/components/sections/Cards';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Link from '@/components/ui/Link';
import Markdown from '@/components/ui/Markdown';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import {
  getPost,
  listPosts,
  postCard,
  type PostCardData,
  type PostSummary,
  relatedPosts,
  summarizePost,
} from '@/lib/content';
import type { Post } from '@/lib/content/schema';
import { slugPaths } from '@/lib/content/static-props';
import { formatDate } from '@/lib/format';
import { categoryPath, postPath } from '@/lib/routes';
import { blogPostingLd } from '@/lib/seo/jsonld';

interface Props {
  post: PostSummary & { body: Post['body'] };
  related: PostCardData[];
}

export const getStaticPaths = slugPaths(listPosts);

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const post = getPost(params!.slug);
  return {
    props: {
      post: { ...summarizePost(post), body: post.body },
      related: relatedPosts(post).map(postCard),
    },
  };
};

export default function PostPage({ post, related }: Props) {
  return (
    <>
      <Seo
        title={post.title}
        description={post.description}
        path={postPath(post.slug)}
        type="article"
        jsonLd={[blogPostingLd({ ...post, path: postPath(post.slug) })]}
      />
      <article>
        <PageHero eyebrow={post.categoryName} heading={post.title} lead={post.excerpt} />
        <div className="container">
          <p className={styles.meta}>
            By {post.authorName} · <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
            {post.readingMinutes} min read ·{' '}
            <Link href={categoryPath(post.category)}>More in {post.categoryName}</Link>
          </p>
          {post.cover?.rendered && (
            <figure className={styles.cover}>
              <ResponsiveImage image={post.cover.rendered} sizes="(min-width: 46rem) 42rem, 100vw" priority />
              {post.cover.caption && <figcaption>{post.cover.caption}</figcaption>}
            </figure>
          )}
          <Markdown doc={post.body} className={styles.prose} />
        </div>
      </article>
      <Section id="related" heading="Related articles">
        <PostCards posts={related} />
      </Section>
      <CallToAction />
    </>
  );
}
