import type { Landing } from './schema';

/** One place that knows where each kind of content lives on the site. */
export const servicePath = (slug: string) => `/services/${slug}`;
export const caseStudyPath = (slug: string) => `/work/case-studies/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const categoryPath = (slug: string) => `/blog/category/${slug}`;

const landingPrefix: Record<Landing['kind'], string> = {
  'web-design-agency': '/web-design/agency/',
  'seo-agency': '/seo/agency/',
  city: '/',
};
export const landingPath = (landing: Pick<Landing, 'kind' | 'slug'>) =>
  `${landingPrefix[landing.kind]}${landing.slug}`;
