/**
 * One route of every kind the site builds, taken from the content so the end-to-end suites
 * and the benchmark follow it as it changes.
 */
import { listCaseStudies, listCategories, listLandings, listPosts, listServices } from '@/lib/content/server';
import { caseStudyPath, categoryPath, landingPath, postPath, ROUTES, servicePath } from '@/lib/routes';

const first = <T>(list: T[]): T => {
  if (list.length === 0) throw new Error('The content has an empty collection');
  return list[0]!;
};

export const ROUTE_KINDS = {
  home: ROUTES.home,
  'services index': ROUTES.services,
  service: servicePath(first(listServices()).slug),
  'case studies': ROUTES.caseStudies,
  'case study': caseStudyPath(first(listCaseStudies()).slug),
  portfolio: ROUTES.portfolio,
  blog: ROUTES.blog,
  post: postPath(first(listPosts()).slug),
  category: categoryPath(first(listCategories()).slug),
  landing: landingPath(first(listLandings('seo-agency'))),
  'city page': landingPath(first(listLandings('city'))),
  contact: ROUTES.contact,
  legal: ROUTES.legal,
  ebook: ROUTES.ebook,
  about: ROUTES.about,
  'not found': '/no-such-page-here',
} as const;

export type RouteKind = keyof typeof ROUTE_KINDS;
