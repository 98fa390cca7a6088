/**
 * Settings of the build itself, read by next.config.ts (which loads this file before any
 * path alias exists, so it imports relatively and nothing heavy).
 */
import { nonBlank } from '../../text';
import type { EnvName } from '../schema';

/** A variable as set, by one of the schema's names only (lib/env/schema.ts). */
const raw = (name: EnvName): string | undefined => process.env[name];

/** A variable's value, trimmed; unset and blank are the same ("off"). */
export const value = (name: EnvName): string | undefined => nonBlank(raw(name));

export function buildEnv() {
  return {
    /** NEXT_OUTPUT=standalone bundles a minimal server with its dependencies, for containers. */
    standalone: value('NEXT_OUTPUT') === 'standalone',
    /** Sentry source maps are uploaded only with a token (CI with a Sentry account). */
    sentryAuthToken: value('SENTRY_AUTH_TOKEN'),
    firstPaintTricks: raw('FIRST_PAINT_TRICKS') ?? '',
    /** The run has passed `npm run typecheck` already (.ci/run): the build need not check again. */
    typesChecked: value('BUILD_TYPES_CHECKED') === 'true',
  };
}
