/**
 * Data loaders shared by several page files. They live apart from the templates on
 * purpose: Next strips getStaticProps from page files only, so a loader defined in a
 * component module would drag all of lib/content (and zod) into the browser bundle.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';

import {
  getLanding,
  getPage,
  listCategories,
  listLandings,
  listPosts,
  postCard,
  type PostCardData,
  postsInCategory,
} from './index';
import { laterPageNumbers, pageItems, type Pagination, paginationOf } from './pagination';
import type { Landing, LandingKind, Page, Post } from './schema';

export interface StandardPageProps {
  page: Page;
}

/** getStaticProps for a page whose copy lives in content/pages/. */
export const standardPageProps =
  (path: string): GetStaticProps<StandardPageProps> =>
  async () => ({ props: { page: getPage(path) } });

export interface LandingPageProps {
  landing: Landing;
}

type Params = { slug: string };

export const landingStaticPaths =
  (kind: LandingKind): GetStaticPaths<Params> =>
  async () => ({ paths: listLandings(kind).map((l) => ({ params: { slug: l.slug } })), fallback: false });

export const landingStaticProps =
  (kind: LandingKind): GetStaticProps<LandingPageProps, Params> =>
  async ({ params }) => ({ props: { landing: getLanding(kind, params!.slug) } });

/** One page of a paginated list of posts, as its page file receives it. */
export interface PostListPageProps {
  posts: PostCardData[];
  pagination: Pagination;
  /** Posts in the whole list, across its pages. */
  total: number;
}

export function postListPage(basePath: string, posts: Post[], page: number): PostListPageProps {
  return {
    posts: pageItems(posts, page).map(postCard),
    pagination: paginationOf(basePath, page, posts.length),
    total: posts.length,
  };
}

type PageParams = { page: string };

/** /blog/page/N for every page after the first. */
export const blogPageStaticPaths: GetStaticPaths<PageParams> = async () => ({
  paths: laterPageNumbers(listPosts().length).map((page) => ({ params: { page: String(page) } })),
  fallback: false,
});

/** /blog/category/{slug}/page/N for every category with more than one page. */
export const categoryPageStaticPaths: GetStaticPaths<PageParams & Params> = async () => ({
  paths: listCategories().flatMap((category) =>
    laterPageNumbers(postsInCategory(category.slug).length).map((page) => ({
      params: { slug: category.slug, page: String(page) },
    })),
  ),
  fallback: false,
});
