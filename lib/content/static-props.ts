/**
 * Data loaders shared by several page files. They live apart from the templates on
 * purpose: Next strips getStaticProps from page files only, so a loader defined in a
 * component module would drag all of lib/content (and zod) into the browser bundle.
 * They are plain functions of the content: Next calls them with the route's params.
 */
import { getLanding, getPage, listLandings } from './index';
import type { Landing, LandingKind, Page } from './schema';

type Params = { slug: string };

export interface StandardPageProps {
  page: Page;
}

/** getStaticProps for a page whose copy lives in content/pages/. */
export const standardPageProps = (path: string) => async () => ({ props: { page: getPage(path) } });

/** getStaticPaths for a [slug] page: one page per listed item, none for any other slug. */
export const slugPaths = (list: () => readonly { slug: string }[]) => async () => ({
  paths: list().map(({ slug }): { params: Params } => ({ params: { slug } })),
  fallback: false as const,
});

export interface LandingPageProps {
  landing: Landing;
}

export const landingStaticPaths = (kind: LandingKind) => slugPaths(() => listLandings(kind));

export const landingStaticProps =
  (kind: LandingKind) =>
  async ({ params }: { params?: Params }): Promise<{ props: LandingPageProps }> => ({
    props: { landing: getLanding(kind, params!.slug) },
  });
