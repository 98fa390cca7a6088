import { CategoryListPage } from '@/components/templates/PostListPages';
import type { Category } from '@/lib/content/schema';
import { getCategory, listCategories, postsInCategory } from '@/lib/content/server';
import {
  postListPage,
  type PostListPageProps,
  slugPaths,
  withContentProblems,
} from '@/lib/content/server/static-props';
import { categoryPath } from '@/lib/routes';

interface Props {
  category: Category;
  list: PostListPageProps;
}

export const getStaticPaths = slugPaths(listCategories);

export const getStaticProps = withContentProblems<Props, { slug: string }>(async ({ params }) => {
  const category = getCategory(params!.slug);
  return {
    props: { category, list: postListPage(categoryPath(category.slug), postsInCategory(category.slug), 1) },
  };
});

export default function CategoryPage({ category, list }: Props) {
  return <CategoryListPage category={category} list={list} />;
}
