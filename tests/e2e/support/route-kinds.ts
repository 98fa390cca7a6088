/**
 * One route of every kind the site builds, taken from the content so the suites follow it;
 * shared by the security, accessibility and SEO suites.
 */
import { listCaseStudies, listCategories, listLandings, listPosts, listServices } from '@/lib/content';
import { caseStudyPath, categoryPath, landingPath, postPath, servicePath } from '@/lib/content/paths';

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

/** Records CSP violations and console errors from the first script on, for a test to read. */
export const RECORD_CSP_VIOLATIONS = () => {
  const store: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
  document.addEventListener('securitypolicyviolation', (event) => {
    store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
};
