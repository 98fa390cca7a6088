/**
 * /monitoring: the error-reporting tunnel (lib/sentry/server/tunnel.ts says why it is served from
 * here). getServerSideProps answers every request itself, so no page ever renders.
 */
import type { GetServerSideProps } from 'next';

import { sentryDsn } from '@/lib/env';
import { clientLimiter } from '@/lib/http/server/limits';
import { sharedLimits } from '@/lib/http/server/shared';
import { serveTunnel, TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS } from '@/lib/sentry/server/tunnel';

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  // Counted per client in the store every endpoint shares (lib/http/server/shared.ts).
  const { store, trustProxyHops } = sharedLimits();
  await serveTunnel(req, res, {
    dsn: sentryDsn,
    limiter: clientLimiter(store, 'tunnel', TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS),
    trustProxyHops,
  });
  return { props: {} };
};

export default function Monitoring() {
  return null;
}
