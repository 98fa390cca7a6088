/** Server-side error reporting: each runtime loads its own Sentry config. */
import * as Sentry from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/** Errors thrown while rendering or in API routes reach Sentry too. */
export const onRequestError = Sentry.captureRequestError;
