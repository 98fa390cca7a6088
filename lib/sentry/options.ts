/**
 * Sentry options for every runtime, in one place, with their agreed numbers. Error reporting
 * is on only in a production build that has a DSN.
 */
import { nodeEnv, sentryDsn } from '../env';

/** Events go through our own origin so ad blockers do not drop them. */
export const SENTRY_TUNNEL_ROUTE = '/monitoring';

export function isSentryEnabled(nodeEnv: string | undefined, dsn: string | undefined): boolean {
  return nodeEnv === 'production' && Boolean(dsn);
}

export const sentryEnabled = isSentryEnabled(nodeEnv(), sentryDsn);

/** Shared by the browser, Node and edge runtimes. */
export const sentryOptions = {
  dsn: sentryDsn,
  enabled: sentryEnabled,
  tracesSampleRate: 1,
} as const;

/** Browser-only sampling of session replays. */
export const replaySampling = {
  replaysOnErrorSampleRate: 1,
  replaysSessionSampleRate: 0.1,
} as const;

/** The replay integration: everything masked, timings as agreed. */
export const replayOptions = {
  maskAllText: true,
  blockAllMedia: true,
  flushMinDelay: 5000,
  flushMaxDelay: 5500,
  minReplayDuration: 5000,
  maxReplayDuration: 3_600_000,
  mutationLimit: 10_000,
  slowClickTimeout: 7000,
} as const;
