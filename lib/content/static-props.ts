/**
 * Data loaders shared by several page files. They live apart from the templates on
 * purpose: Next strips getStaticProps from page files only, so a loader defined in a
 * component module would drag all of lib/content (and zod) into the browser bundle.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';

import { getLanding, getPage, listLandings } from './index';
import type { Landing, LandingKind, Page } from './schema';

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
