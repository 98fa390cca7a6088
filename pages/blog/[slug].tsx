import { PostCards } from '@/components/sections/Cards';
import NextSteps from '@/components/sections/NextSteps';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Link from '@/components/ui/Link';
import Markdown from '@/components/ui/Markdown';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { Post } from '@/lib/content/schema';
import {
  getPost,
  listPosts,
  postCard,
  type PostCardData,
  type PostSummary,
  relatedPosts,
  summarizePost,
} from '@/lib/content/server';
import { slugPaths, withContentProblems } from '@/lib/content/server/static-props';
import { tableOfContents, type TocEntry } from '@/lib/content/toc';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { categoryPath, postPath } from '@/lib/routes';
import type { JsonLd } from '@/lib/seo/jsonld';
import { blogPostingLd } from '@/lib/seo/server/structured-data';
import { formatDate } from '@/lib/text/dates';

interface Props {
  post: PostSummary & { body: Post['body'] };
  toc: TocEntry[];
  related: PostCardData[];
  jsonLd: JsonLd[];
}

/** Fewer headings than this and a table of contents is more clutter than help. */
const TOC_MIN_ENTRIES = 2;

export const getStaticPaths = slugPaths(listPosts);

export const getStaticProps = withContentProblems<Props, { slug: string }>(async ({ params }) => {
  const post = getPost(params!.slug);
  const summary = summarizePost(post);
  return {
    props: {
      post: { ...summary, body: post.body },
      toc: tableOfContents(post.body),
      related: relatedPosts(post).map(postCard),
      jsonLd: [blogPostingLd({ ...summary, path: postPath(post.slug) })],
    },
  };
});

export default function PostPage({ post, toc, related, jsonLd }: Props) {
  const withToc = toc.length >= TOC_MIN_ENTRIES;
  return (
    <>
      <Seo
        title={post.title}
        description={post.description}
        path={postPath(post.slug)}
        type="article"
        jsonLd={jsonLd}
      />
      <article>
        <PageHero
          eyebrow={post.categoryName}
          heading={post.title}
          lead={post.excerpt}
          unpublished={post.unpublished}
        >
          <NextSteps steps={['ebook']} />
        </PageHero>
        <div className={`container ${withToc ? styles.reading : ''}`}>
          {withToc && (
            <nav aria-labelledby="toc-heading" className={styles.toc}>
              <h2 id="toc-heading">On this page</h2>
              <ol>
                {toc.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className={styles.readingBody}>
            <p className={styles.meta}>
              By {post.authorName} · <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
              {post.readingMinutes} min read ·{' '}
              <Link href={categoryPath(post.category)}>More in {post.categoryName}</Link>
            </p>
            {post.cover?.rendered && (
              <figure className={styles.cover}>
                {/* Not preloaded: it sits below the headline, the largest paint, at 390 and 1280 px,
                    and a preload put its download on that paint's path (≈190 ms in Lighthouse). */}
                <ResponsiveImage image={post.cover.rendered} sizes={IMAGE_SIZES.prose} />
                {post.cover.caption && <figcaption>{post.cover.caption}</figcaption>}
              </figure>
            )}
            <Markdown doc={post.body} className={styles.prose} />
          </div>
        </div>
      </article>
      <Section id="related" heading="Related articles">
        <PostCards posts={related} />
      </Section>
    </>
  );
}
