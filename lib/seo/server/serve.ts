import type { ServerResponse } from 'node:http';

/**
 * Browsers and CDNs may keep a generated text file for an hour and serve a stale copy for a
 * day while they refetch: the content only changes with a deploy.
 */
export const TEXT_ROUTE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** getServerSideProps for a route that answers a generated text file instead of a page. */
export function textRoute(contentType: string, body: () => string) {
  return async ({ res }: { res: Pick<ServerResponse, 'setHeader' | 'end'> }) => {
    res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
    res.setHeader('Cache-Control', TEXT_ROUTE_CACHE_CONTROL);
    res.end(body());
    return { props: {} };
  };
}
