import { DIST_DIR } from '@/lib/env/dist-dir';
import { FAKE_TAG_ENV } from '@/lib/tags/fake-tags';

/** A production build the bench serves: its output folder and the variables it is built with. */
export interface BenchBuild {
  name: string;
  distDir: string;
  env: Record<string, string>;
}

/** The site as a fresh clone builds it: no integration switched on. */
export const DEFAULT_BUILD: BenchBuild = { name: 'default', distDir: DIST_DIR, env: {} };

/**
 * Every integration switched on, with ids that reach nobody: the first-load budget must hold
 * with the Sentry SDK, the tags and the hosted search configured, since each is meant to load
 * only when needed. The bench only downloads our own scripts from it, never runs them.
 */
export const EVERY_INTEGRATION_BUILD: BenchBuild = {
  name: 'every integration',
  distDir: '.next-bench-integrations',
  env: {
    ...FAKE_TAG_ENV,
    NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'bench-label',
    NEXT_PUBLIC_SENTRY_DSN: 'https://public@o1.ingest.sentry.io/1',
    NEXT_PUBLIC_ALGOLIA_APP_ID: 'BENCHAPP',
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'bench-search-key',
  },
};

/** The variables a build is made and served with; the output folder travels as NEXT_DIST_DIR. */
export const buildEnv = (build: BenchBuild): NodeJS.ProcessEnv => ({
  ...process.env,
  ...build.env,
  NEXT_DIST_DIR: build.distDir,
  NEXT_TELEMETRY_DISABLED: '1',
});
