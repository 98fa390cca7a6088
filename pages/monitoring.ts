/**
 * /monitoring: the error-reporting tunnel (lib/sentry/server/tunnel.ts says why it is served from
 * here). getServerSideProps answers every request itself, so no page ever renders.
 */
import type { GetServerSideProps } from 'next';

import { sentryDsn } from '@/lib/env';
import { serveTunnel } from '@/lib/sentry/server/tunnel';

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  await serveTunnel(req, res, { dsn: sentryDsn });
  return { props: {} };
};

export default function Monitoring() {
  return null;
}
