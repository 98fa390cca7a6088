import { describe, expect, it } from 'vitest';

import {
  isSentryEnabled,
  replayOptions,
  replaySampling,
  SENTRY_TUNNEL_ROUTE,
  sentryOptions,
} from '@/lib/sentry/options';

describe('Sentry options', () => {
  it('samples traces at 1, error replays at 1, session replays at 0.1', () => {
    expect(sentryOptions.tracesSampleRate).toBe(1);
    expect(replaySampling).toEqual({ replaysOnErrorSampleRate: 1, replaysSessionSampleRate: 0.1 });
  });

  it('masks everything and uses the agreed timings', () => {
    expect(replayOptions).toEqual({
      maskAllText: true,
      blockAllMedia: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 5000,
      maxReplayDuration: 60 * 60 * 1000,
      mutationLimit: 10000,
      slowClickTimeout: 7000,
    });
  });

  it('tunnels through /monitoring', () => {
    expect(SENTRY_TUNNEL_ROUTE).toBe('/monitoring');
  });

  it.each([
    ['production', 'https://key@example.ingest.sentry.io/1', true],
    ['production', undefined, false],
    ['production', '', false],
    ['development', 'https://key@example.ingest.sentry.io/1', false],
    ['test', undefined, false],
  ])('NODE_ENV=%s DSN=%s → enabled %s', (nodeEnv, dsn, enabled) => {
    expect(isSentryEnabled(nodeEnv, dsn)).toBe(enabled);
  });

  it('is off in this (non-production, DSN-less) test run', () => {
    expect(sentryOptions.enabled).toBe(false);
  });
});
