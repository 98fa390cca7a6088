import { defineConfig, devices } from '@playwright/test';

import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './scripts/chromium';
import { PROOF_BUILD_ENV } from './tests/e2e/support/proof-build';

/** Port of the production server the suite starts; change it to run two suites at once. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The lead log of the tested server, apart from the one `npm run dev` fills. */
export const e2eLeadsDatabase = 'data/e2e-leads.db';

const tagsSpec = 'tags.spec.ts';
/** A placeholder repository: the editor is built, nothing ever commits to it. */
const E2E_CMS_REPO = 'owner/repository';

/** The proof-and-tags build (support/proof-build.ts) is served apart. */
const proofPort = Number(process.env.E2E_PROOF_PORT ?? 3128);
const proofBaseURL = `http://127.0.0.1:${proofPort}`;
const proofSpec = 'proof*.spec.ts';

/**
 * `.ci/run` makes both builds before the suite and sets E2E_PREBUILT=1: the servers then only
 * start on them instead of building them again.
 */
const prebuilt = process.env.E2E_PREBUILT === '1';

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
    // Recording a trace costs about a third of a test's time (16 layout tests: 134 → 92 s):
    // only a failing test's retry records one, for the report.
    trace: 'on-first-retry',
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
      command: `${prebuilt ? '' : 'npm run build && '}npx next start -p ${port} -H 127.0.0.1`,
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
      command: `${prebuilt ? '' : 'npm run build:proof && '}npx next start -p ${proofPort} -H 127.0.0.1`,
      url: proofBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        ...PROOF_BUILD_ENV,
        LEADS_DATABASE_URL: e2eLeadsDatabase,
        SENDGRID_API_KEY: '',
      },
    },
  ],
});
