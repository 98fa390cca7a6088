import { BlogLaterPage } from '@/components/templates/PostListPages';
import { parseLaterPage } from '@/lib/content/pagination';
import type { Page } from '@/lib/content/schema';
import { getPage, listPosts } from '@/lib/content/server';
import {
  blogPageStaticPaths,
  postListPage,
  type PostListPageProps,
  withContentProblems,
} from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

interface Props {
  page: Page;
  list: PostListPageProps;
}

export const getStaticPaths = blogPageStaticPaths;

export const getStaticProps = withContentProblems<Props, { page: string }>(async ({ params }) => {
  const posts = listPosts();
  const number = parseLaterPage(params?.page, posts.length);
  if (number === undefined) return { notFound: true };
  const page = getPage(ROUTES.blog);
  return { props: { page, list: postListPage(page.path, posts, number) } };
});

export default function BlogPageN({ page, list }: Props) {
  return <BlogLaterPage page={page} list={list} />;
}
