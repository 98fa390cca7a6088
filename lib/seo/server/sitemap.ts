import { laterPageNumbers, listPagePath, pageItems } from '@/lib/content/pagination';
import type { Post } from '@/lib/content/schema';
import { allRoutes, listCategories, listPosts } from '@/lib/content/server';
import { categoryPath, postPath, ROUTES } from '@/lib/routes';

import { escapeXml, XML_DECLARATION } from '../../text/xml';
import { canonicalUrl } from '../index';

export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapEntry {
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
 * Every route of the content, each paginated list followed by its later pages. Only posts
 * carry dates, so a post's date is its lastmod and a page of a list (the blog, a category)
 * changes when its newest post does; other pages have no date we could vouch for, and
 * sitemaps.org says to leave lastmod out rather than guess.
 */
export function siteMapEntries(): SitemapEntry[] {
  const posts = listPosts();
  const lists = new Map<string, Post[]>([
    [ROUTES.blog, posts],
    ...listCategories().map(
      (c) => [categoryPath(c.slug), posts.filter((p) => p.category === c.slug)] as const,
    ),
  ]);
  const postDates = new Map(posts.map((p) => [postPath(p.slug), p.date]));
  return allRoutes().flatMap((path) => {
    const list = lists.get(path);
    if (!list) return [{ url: canonicalUrl(path), lastmod: postDates.get(path) }];
    return [1, ...laterPageNumbers(list.length)].map((page) => ({
      url: canonicalUrl(listPagePath(path, page)),
      lastmod: newest(pageItems(list, page).map((p) => p.date)),
    }));
  });
}
