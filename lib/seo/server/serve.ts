import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Browsers and CDNs may keep a generated text file for an hour and serve a stale copy for a
 * day while they refetch: the content only changes with a deploy.
 */
export const TEXT_ROUTE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** A generated file is read, never written: any other method is refused, and not cached. */
export const TEXT_ROUTE_METHODS = ['GET', 'HEAD'] as const;

/** getServerSideProps for a route that answers a generated text file instead of a page. */
export function textRoute(contentType: string, body: () => string) {
  return async ({
    req,
    res,
  }: {
    req: Pick<IncomingMessage, 'method'>;
    res: Pick<ServerResponse, 'setHeader' | 'end' | 'statusCode'>;
  }) => {
    if (!TEXT_ROUTE_METHODS.some((method) => method === req.method)) {
      res.statusCode = 405;
      res.setHeader('Allow', TEXT_ROUTE_METHODS.join(', '));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`Only ${TEXT_ROUTE_METHODS.join(' and ')} are allowed here.`);
      return { props: {} };
    }
    res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
    res.setHeader('Cache-Control', TEXT_ROUTE_CACHE_CONTROL);
    res.end(body());
    return { props: {} };
  };
}
