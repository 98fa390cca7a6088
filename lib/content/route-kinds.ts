/**
 * One route of every kind the site builds, taken from the content so the end-to-end suites
 * and the benchmark follow it as it changes.
 */
import { listCaseStudies, listCategories, listLandings, listPosts, listServices } from '@/lib/content';
import { caseStudyPath, categoryPath, landingPath, postPath, servicePath } from '@/lib/routes';

const first = <T>(list: T[]): T => {
  if (list.length === 0) throw new Error('The content has an empty collection');
  return list[0]!;
};

export const ROUTE_KINDS = {
  home: '/',
  'services index': '/services',
  service: servicePath(first(listServices()).slug),
  'case studies': '/work/case-studies',
  'case study': caseStudyPath(first(listCaseStudies()).slug),
  portfolio: '/work/portfolio',
  blog: '/blog',
  post: postPath(first(listPosts()).slug),
  category: categoryPath(first(listCategories()).slug),
  landing: landingPath(first(listLandings('seo-agency'))),
  'city page': landingPath(first(listLandings('city'))),
  contact: '/contact',
  legal: '/legal',
  ebook: '/free-cybersecurity-ebook',
  about: '/about',
  'not found': '/no-such-page-here',
} as const;

export type RouteKind = keyof typeof ROUTE_KINDS;
