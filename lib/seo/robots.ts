/** Paths crawlers have no business in: the API answers forms, not readers. */
export const DISALLOWED_PATHS = ['/api/'] as const;

export function buildRobots(sitemapUrl: string): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${sitemapUrl}\n`;
}
