import type { GetStaticProps } from 'next';

import { PostCards } from '@/components/sections/Cards';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import Seo from '@/components/Seo';
import Link from '@/components/ui/Link';
import { getCategory, listCategories, postsInCategory, type PostSummary, summarizePost } from '@/lib/content';
import type { Category } from '@/lib/content/schema';
import { slugPaths } from '@/lib/content/static-props';
import { categoryPath, ROUTES } from '@/lib/routes';

interface Props {
  category: Category;
  posts: PostSummary[];
}

export const getStaticPaths = slugPaths(listCategories);

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const category = getCategory(params!.slug);
  return { props: { category, posts: postsInCategory(category.slug).map(summarizePost) } };
};

export default function CategoryPage({ category, posts }: Props) {
  return (
    <>
      <Seo
        title={`${category.name} articles`}
        description={category.description}
        path={categoryPath(category.slug)}
        crumb={category.name}
      />
      <PageHero eyebrow="Blog topic" heading={category.name} lead={category.description} />
      <Section id="articles" heading={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`}>
        <PostCards posts={posts} />
        <p>
          <Link href={ROUTES.blog}>See every article</Link>
        </p>
      </Section>
    </>
  );
}
