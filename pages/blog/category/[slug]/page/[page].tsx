import { CategoryListPage } from '@/components/templates/PostListPages';
import { parseLaterPage } from '@/lib/content/pagination';
import type { Category } from '@/lib/content/schema';
import { getCategory, postsInCategory } from '@/lib/content/server';
import {
  categoryPageStaticPaths,
  postListPage,
  type PostListPageProps,
  withContentProblems,
} from '@/lib/content/server/static-props';
import { categoryPath } from '@/lib/routes';

interface Props {
  category: Category;
  list: PostListPageProps;
}

export const getStaticPaths = categoryPageStaticPaths;

export const getStaticProps = withContentProblems<Props, { slug: string; page: string }>(
  async ({ params }) => {
    const category = getCategory(params!.slug);
    const posts = postsInCategory(category.slug);
    const number = parseLaterPage(params?.page, posts.length);
    if (number === undefined) return { notFound: true };
    return { props: { category, list: postListPage(categoryPath(category.slug), posts, number) } };
  },
);

export default function CategoryPageN({ category, list }: Props) {
  return <CategoryListPage category={category} list={list} />;
}
