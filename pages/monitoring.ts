/**
 * /monitoring: the error-reporting tunnel (lib/sentry/server/tunnel.ts says why it is served from
 * here). getServerSideProps answers every request itself, so no page ever renders.
 */
import type { GetServerSideProps } from 'next';

import { contactServices } from '@/lib/contact/server/services';
import { sentryDsn } from '@/lib/env';
import { clientLimiter } from '@/lib/http/server/limits';
import { serveTunnel, TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS } from '@/lib/sentry/server/tunnel';

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  // Counted per client in the shared store (lib/http/server/limits.ts), in its own bucket.
  const { limits, env } = contactServices();
  await serveTunnel(req, res, {
    dsn: sentryDsn,
    limiter: clientLimiter(limits, 'tunnel', TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS),
    trustProxyHops: env.trustProxyHops,
  });
  return { props: {} };
};

export default function Monitoring() {
  return null;
}
