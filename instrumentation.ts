/** Server-side error reporting: each runtime loads its own Sentry config. */
import * as Sentry from '@sentry/nextjs';

import { sentryEnabled } from '@/lib/sentry/options';

export async function register() {
  // No DSN, no SDK: initialised even with `enabled: false` it registers its OpenTelemetry
  // tracer, and Next then records spans for every request (docs/performance.md, throughput).
  if (!sentryEnabled) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/** Errors thrown while rendering or in API routes reach Sentry too. */
export const onRequestError = Sentry.captureRequestError;
