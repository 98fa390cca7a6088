import { sentryDsn } from '@/lib/env';
import { handleTunnel, isTunnelRequest } from '@/lib/sentry/server/tunnel';

/** Runs only for the Sentry tunnel (see lib/sentry/server/tunnel.ts); pages never pass here. */
export function proxy(request: Request) {
  // Anything the matcher lets through that is not exactly the tunnel goes on to Next: a 404.
  if (!isTunnelRequest(request)) return undefined;
  return handleTunnel(request, sentryDsn);
}

// Next reads the matcher at build time, so it must be a literal: SENTRY_TUNNEL_ROUTE
// (lib/sentry/options.ts), which a unit test holds equal.
export const config = { matcher: '/monitoring' };
