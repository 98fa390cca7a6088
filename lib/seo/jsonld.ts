/**
 * Structured data (schema.org JSON-LD): the pieces every page's head uses. What a page states
 * about itself is built with its props (lib/seo/server/structured-data.ts).
 */
import { primaryNav } from '@/lib/content/lists';
import { jsonInScript } from '@/lib/text/json-in-script';

import { canonicalUrl } from './index';

export type JsonLd = Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  path: string;
}

const navLabel = new Map<string, string>(primaryNav.map((link) => [link.href, link.label]));

/**
 * Home, then every ancestor of the path that is a page in the main navigation (so
 * /blog/category/x goes Home > Blog > x: /blog/category itself is no page), then the page,
 * named as the navigation names it when it is there.
 */
export function breadcrumbTrail(path: string, name: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .flatMap((ancestor) => {
      const label = navLabel.get(ancestor);
      return label ? [{ name: label, path: ancestor }] : [];
    });
  return [{ name: navLabel.get('/')!, path: '/' }, ...ancestors, { name: navLabel.get(path) ?? name, path }];
}

export function breadcrumbListLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/** Structured data for its <script type="application/ld+json"> element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return jsonInScript(data);
}
