/** Server-side error reporting: each runtime loads its own Sentry config. */
import type { Instrumentation } from 'next';

import { sentryEnabled } from '@/lib/sentry/options';

// Sentry runs only in a production build with a DSN. The literal NODE_ENV test is a constant
// to the bundler, so `next dev` folds these branches away and never compiles the SDK for Node
// and Edge (about 3 s of a cold dev server's first request).
const production = process.env.NODE_ENV === 'production';

export async function register() {
  // No DSN, no SDK: initialised even with `enabled: false` it registers its OpenTelemetry
  // tracer, and Next then records spans for every request (docs/performance.md, throughput).
  if (production && sentryEnabled) {
    if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
    if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
  }
}

/** Errors thrown while rendering or in API routes reach Sentry too. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (production && sentryEnabled) {
    const { captureRequestError } = await import('@sentry/nextjs');
    await captureRequestError(...args);
  }
};
