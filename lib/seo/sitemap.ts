import { allRoutes, listCategories, listPosts } from '@/lib/content';
import { categoryPath, postPath, ROUTES } from '@/lib/routes';

import { canonicalUrl } from './index';
import { escapeXml, XML_DECLARATION } from './xml';

export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapEntry {
  /** Absolute URL of the page. */
  url: string;
  /** YYYY-MM-DD of the last change, when the content knows it. */
  lastmod?: string;
}

/** A sitemaps.org urlset; entries keep their order. */
export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(url)}</loc>${modified}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const newest = (dates: string[]): string | undefined => [...dates].sort().at(-1);

/**
 * Every route of the content. Only posts carry dates, so a post's date is its lastmod and a
 * list of posts (the blog, a category) changes when its newest post does; other pages have
 * no date we could vouch for, and sitemaps.org says to leave lastmod out rather than guess.
 */
export function siteMapEntries(): SitemapEntry[] {
  const posts = listPosts();
  const lastmodByPath = new Map<string, string | undefined>([
    [ROUTES.blog, newest(posts.map((p) => p.date))],
    ...posts.map((p) => [postPath(p.slug), p.date] as const),
    ...listCategories().map(
      (c) =>
        [
          categoryPath(c.slug),
          newest(posts.filter((p) => p.category === c.slug).map((p) => p.date)),
        ] as const,
    ),
  ]);
  return allRoutes().map((path) => ({ url: canonicalUrl(path), lastmod: lastmodByPath.get(path) }));
}
