import { sentryDsn } from '@/lib/env';
import { handleTunnel } from '@/lib/sentry-tunnel';

/** Runs only for the Sentry tunnel (see lib/sentry-tunnel.ts); pages never pass here. */
export function proxy(request: Request) {
  return handleTunnel(request, sentryDsn);
}

// Next reads the matcher at build time, so it must be a literal: SENTRY_TUNNEL_ROUTE
// (lib/sentry-options.ts), which a unit test holds equal.
export const config = { matcher: '/monitoring' };
