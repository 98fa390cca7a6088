import { defineConfig, devices } from '@playwright/test';

import { FAKE_TAG_ENV } from './lib/tags/fake-tags';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './scripts/chromium';
import { PROOF_FIXTURE } from './tests/fixtures/proof';

/** Port of the production server the suite starts; change it to run two suites at once. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The lead log of the tested server, apart from the one `npm run dev` fills. */
export const e2eLeadsDatabase = 'data/e2e-leads.db';

const tagsSpec = 'tags.spec.ts';
/** A placeholder repository: the editor is built, nothing ever commits to it. */
const E2E_CMS_REPO = 'owner/repository';

/**
 * A second build, for tests/e2e/proof*.spec.ts and tags.spec.ts only: its content has the
 * agency's proof supplied by a test fixture (results, quotes, logos, team, address:
 * tests/fixtures/proof-content), and it has fake tag ids (NEXT_PUBLIC_* values are fixed at
 * build time). The main build keeps the real content, which has none, and no tag. One build
 * for both, since each build costs minutes of CI.
 */
const proofPort = Number(process.env.E2E_PROOF_PORT ?? 3128);
const proofBaseURL = `http://127.0.0.1:${proofPort}`;
const proofSpec = 'proof*.spec.ts';

/**
 * `.ci/run` builds once before the suite and sets E2E_PREBUILT=1: the main server then only
 * starts on that build instead of building it again. The second build always builds (its own
 * NEXT_PUBLIC_* ids).
 */
const buildFirst = process.env.E2E_PREBUILT === '1' ? '' : 'npm run build && ';

/**
 * Debian's Chromium where it is installed (this project's CI), else Playwright's own
 * browser. The flags keep a headless run from reaching out to the network.
 */
const executablePath = chromiumPath();
const quietFlags = QUIET_CHROMIUM_FLAGS;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./tests/e2e/support/spec-times.ts']]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: executablePath ? { executablePath, args: quietFlags } : { args: quietFlags },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: [tagsSpec, proofSpec] },
    { name: 'tags', use: { ...devices['Desktop Chrome'], baseURL: proofBaseURL }, testMatch: tagsSpec },
    { name: 'proof', use: { ...devices['Desktop Chrome'], baseURL: proofBaseURL }, testMatch: proofSpec },
  ],
  webServer: [
    {
      // The suite tests the production build, as visitors get it.
      command: `${buildFirst}npx next start -p ${port} -H 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      // No mail leaves a test run: leads go to their own log only.
      // A CMS backend named, so the build has /admin (tests/e2e/seo.spec.ts, security.spec.ts).
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        LEADS_DATABASE_URL: e2eLeadsDatabase,
        SENDGRID_API_KEY: '',
        CMS_GITHUB_REPO: E2E_CMS_REPO,
      },
    },
    {
      command: `npm run build && npx next start -p ${proofPort} -H 127.0.0.1`,
      url: proofBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-proof',
        CONTENT_FIXTURE: PROOF_FIXTURE,
        LEADS_DATABASE_URL: e2eLeadsDatabase,
        SENDGRID_API_KEY: '',
        ...FAKE_TAG_ENV,
      },
    },
  ],
});
