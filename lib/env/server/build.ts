/**
 * Settings of the build itself, read by next.config.ts (which loads this file before any
 * path alias exists, so it imports relatively and nothing heavy).
 */
import { nonBlank } from '../../text';

/** A variable's value, trimmed; unset and blank are the same ("off"). */
export const value = (name: string): string | undefined => nonBlank(process.env[name]);

export function buildEnv() {
  return {
    /** NEXT_OUTPUT=standalone bundles a minimal server with its dependencies, for containers. */
    standalone: value('NEXT_OUTPUT') === 'standalone',
    /** Sentry source maps are uploaded only with a token (CI with a Sentry account). */
    sentryAuthToken: value('SENTRY_AUTH_TOKEN'),
    firstPaintTricks: process.env.FIRST_PAINT_TRICKS ?? '',
  };
}
