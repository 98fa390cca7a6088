import type { NextConfig } from 'next';
import { withSentryConfig } from '@sentry/nextjs/config';
import { SENTRY_TUNNEL_ROUTE } from './lib/sentry-options';
import { assertSearchIndexBuilt } from './lib/search/index-file';

// `next build` run alone skips the prebuild step that writes the search index: say so.
assertSearchIndexBuilt(process.argv);

const nextConfig: NextConfig = {
  // Strict mode surfaces effects that forget to clean up, in development only.
  reactStrictMode: true,
  // Nobody needs to know the framework from a response header.
  poweredByHeader: false,
  // A second build (e.g. the end-to-end run with fake tag ids) can sit beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default withSentryConfig(nextConfig, {
  // The build must work offline: never phone home about the build itself.
  telemetry: false,
  // Without an auth token there is nothing to upload, so say nothing about it.
  silent: !process.env.SENTRY_AUTH_TOKEN,
  // Source maps are uploaded only when a token is present (CI with a Sentry account).
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  // Browser events go through our own origin (spec: tunnel path /monitoring).
  tunnelRoute: SENTRY_TUNNEL_ROUTE,
});
