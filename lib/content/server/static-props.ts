/**
 * Data loaders shared by several page files. Not in the templates: Next strips
 * getStaticProps from page files only, so a loader in a component module would ship
 * lib/content (and zod) to the browser.
 */

import { isDevelopment } from '@/lib/env';
import type { LandingKind } from '@/lib/routes';

import { type ShownContactFacts, shownContactFacts } from '../contact-facts';
import { laterPageNumbers, pageItems, type Pagination, paginationOf } from '../pagination';
import type { ContactFacts, Landing, Page, Person, Post } from '../schema';
import { ContentError, type ContentProblem, problemOf } from '../validate';
import {
  getContactFacts,
  getLanding,
  getPage,
  listCategories,
  listLandings,
  listPosts,
  listTeam,
  MissingContent,
  postCard,
  type PostCardData,
  postsInCategory,
} from './index';

/** What a page's getStaticProps answers here (Next's own type stays out of lib/). */
type StaticProps<P> = { props: P } | { notFound: true };

/** Props that _app renders as the content problems page instead of the page itself. */
export interface ContentProblemsProps {
  contentProblems: ContentProblem[];
}

/** What every page hands _app besides its own props: facts its header and footer show. */
export interface SiteWideProps {
  /** Phone, street address and hours as supplied (content/contact.yaml): the footer shows them. */
  contactFacts: ShownContactFacts;
}

/**
 * Every page's getStaticProps goes through here. An entry that does not exist is a 404 (in
 * `next dev` too, where any slug reaches getStaticProps). In `next dev` a broken entry's
 * page shows its problems in the site's look (components/templates/ContentProblems.tsx),
 * while a build fails on them. Each page's props carry the site-wide facts (SiteWideProps).
 */
export function withContentProblems<P, Q = Record<string, never>>(
  getProps: (context: { params?: Q }) => Promise<StaticProps<P>>,
): (context: { params?: Q }) => Promise<StaticProps<P & SiteWideProps>> {
  return async (context) => {
    try {
      const answer = await getProps(context);
      return 'props' in answer
        ? { props: { ...answer.props, contactFacts: shownContactFacts(getContactFacts()) } }
        : answer;
    } catch (error) {
      if (error instanceof MissingContent) return { notFound: true };
      if (!(error instanceof ContentError) || !isDevelopment()) throw error;
      const props: ContentProblemsProps = { contentProblems: error.issues.map(problemOf) };
      // _app shows these props instead of the page, which never sees them.
      return { props: props as unknown as P & SiteWideProps };
    }
  };
}

type Params = { slug: string };

export interface StandardPageProps {
  page: Page;
}

/** getStaticProps for a page whose copy lives in content/pages/. */
export const standardPageProps = (path: string) =>
  withContentProblems<StandardPageProps>(async () => ({ props: { page: getPage(path) } }));

/**
 * getStaticPaths: a build lists every page (any other path is a 404); `next dev` lists none
 * and renders each page on its first request, so a cold dev server answers one page without
 * loading every collection, and a just-saved entry shows at once (dev keeps the paths it
 * listed and lists them again only after answering). getStaticProps answers a 404 for a
 * path no entry makes.
 */
export const staticPaths =
  <P>(list: () => P[]) =>
  async (): Promise<{ paths: { params: P }[]; fallback: false | 'blocking' }> =>
    isDevelopment()
      ? { paths: [], fallback: 'blocking' }
      : { paths: list().map((params) => ({ params })), fallback: false };

/** getStaticPaths for a [slug] page: one page per listed item. */
export const slugPaths = (list: () => readonly { slug: string }[]) =>
  staticPaths((): Params[] => list().map(({ slug }) => ({ slug })));

export interface AboutPageProps extends StandardPageProps {
  /** The agency's people: About shows its team section only when there are any. */
  team: Person[];
}

/** getStaticProps for About: its copy and the people content/team.yaml lists. */
export const aboutPageProps = (path: string) =>
  withContentProblems<AboutPageProps>(async () => ({ props: { page: getPage(path), team: listTeam() } }));

/** Schema.org objects, as lib/seo/jsonld.ts types them. */
type StructuredData = Record<string, unknown>[];

export interface LandingPageProps {
  landing: Landing;
  jsonLd: StructuredData;
}

export const landingStaticPaths = (kind: LandingKind) => slugPaths(() => listLandings(kind));

/**
 * A landing's props, with what it states in structured data: `jsonLdOf` comes from the page
 * file (lib/seo/server/structured-data.ts), so content's loaders need not know SEO.
 */
export const landingStaticProps = (
  kind: LandingKind,
  jsonLdOf: (landing: Landing, facts: ContactFacts) => StructuredData,
) =>
  withContentProblems<LandingPageProps, Params>(async ({ params }) => {
    const landing = getLanding(kind, params!.slug);
    return { props: { landing, jsonLd: jsonLdOf(landing, getContactFacts()) } };
  });

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
export const blogPageStaticPaths = staticPaths((): PageParams[] =>
  laterPageNumbers(listPosts().length).map((page) => ({ page: String(page) })),
);

/** /blog/category/{slug}/page/N for every category with more than one page. */
export const categoryPageStaticPaths = staticPaths((): (PageParams & Params)[] =>
  listCategories().flatMap((category) =>
    laterPageNumbers(postsInCategory(category.slug).length).map((page) => ({
      slug: category.slug,
      page: String(page),
    })),
  ),
);
