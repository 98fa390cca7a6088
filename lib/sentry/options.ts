/**
 * Sentry options for every runtime, in one place, with their agreed numbers. Error reporting
 * is on only in a production build that has a DSN.
 */
import type { ConsentCategory, ConsentChoices } from '../consent/categories';
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

/**
 * Session Replay records what a visitor does on the page: it is analytics, and starts only
 * once the visitor allows that category. Error reporting (without replay) is how the site
 * keeps working, and starts with the page.
 */
export const REPLAY_CONSENT_CATEGORY: ConsentCategory = 'analytics';

export function replayAllowed(choices: ConsentChoices | null): boolean {
  return choices?.[REPLAY_CONSENT_CATEGORY] === true;
}

/** Browser-only sampling of session replays (applied once replay has started). */
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
