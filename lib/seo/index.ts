import { site } from '@/lib/content/lists';
import { publicEnv } from '@/lib/env';

export function canonicalUrl(path: string): string {
  return path === '/' ? `${publicEnv.siteUrl}/` : `${publicEnv.siteUrl}${path}`;
}

/** Every <title> names the site, unless the page title already does. */
export function documentTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}
