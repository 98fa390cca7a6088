/**
 * Every path of the site has its home here: the fixed pages by name, and the pattern of each
 * kind of content page. Components, content and tests name a path through this module.
 */
/** The pages that exist whatever the content holds. */
export const ROUTES = {
  home: '/',
  services: '/services',
  caseStudies: '/work/case-studies',
  portfolio: '/work/portfolio',
  about: '/about',
  blog: '/blog',
  ebook: '/free-cybersecurity-ebook',
  contact: '/contact',
  legal: '/legal',
} as const;

/**
 * Pages that carry their own form, with the id of its section: the footer shows no second
 * form (nor its card) under it.
 */
export const PAGE_FORMS = {
  contact: { path: ROUTES.contact, anchor: 'message' },
  ebook: { path: ROUTES.ebook, anchor: 'request' },
} as const;

/**
 * The web editor (Decap CMS): a tool for editors, not a page of the site, so it is kept out
 * of ROUTES (the sitemap, search and the fixed pages). Its headers differ from the site's
 * (lib/security/server/headers.ts).
 */
export const EDITOR_PATH = '/admin';

export const pageFormAt = (path: string) => Object.values(PAGE_FORMS).find((form) => form.path === path);

export type StaticRoute = (typeof ROUTES)[keyof typeof ROUTES];

export const STATIC_ROUTES: readonly StaticRoute[] = Object.values(ROUTES);

export const isStaticRoute = (path: string): path is StaticRoute =>
  (STATIC_ROUTES as readonly string[]).includes(path);

export const servicePath = (slug: string) => `${ROUTES.services}/${slug}`;
export const caseStudyPath = (slug: string) => `${ROUTES.caseStudies}/${slug}`;
export const postPath = (slug: string) => `${ROUTES.blog}/${slug}`;
export const categoryPath = (slug: string) => `${ROUTES.blog}/category/${slug}`;

/** The case-study index's filters, each value a static page (lib/content/work-filters.ts). */
export const FILTER_FACETS = ['service', 'industry'] as const;
export type FilterFacet = (typeof FILTER_FACETS)[number];
export const filterPath = (facet: FilterFacet, value: string) => `${ROUTES.caseStudies}/${facet}/${value}`;

/** Where each kind of local landing page lives; the content schema takes its kinds from here. */
const landingPrefix = {
  'web-design-agency': '/web-design/agency/',
  'seo-agency': '/seo/agency/',
  city: '/',
} as const;
export type LandingKind = keyof typeof landingPrefix;
export const LANDING_KINDS = Object.keys(landingPrefix) as [LandingKind, ...LandingKind[]];
export const landingPath = (landing: { kind: LandingKind; slug: string }) =>
  `${landingPrefix[landing.kind]}${landing.slug}`;
