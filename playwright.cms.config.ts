import { defineConfig, devices } from '@playwright/test';

import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './scripts/chromium';

/**
 * The web editor's end-to-end tests (tests/cms/): local mode, so no production server. Each
 * run starts its own dev server and `npm run cms` in a temporary copy of the site.
 * Run: npx playwright test -c playwright.cms.config.ts
 */
export const CMS_E2E_PORTS = {
  dev: Number(process.env.CMS_E2E_DEV_PORT ?? 3183),
  cms: Number(process.env.CMS_E2E_CMS_PORT ?? 3184),
};

const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/cms',
  workers: 1,
  // A fresh dev server compiles each page on first request: minutes on a busy machine.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${CMS_E2E_PORTS.dev}`,
    trace: 'retain-on-failure',
    launchOptions: executablePath
      ? { executablePath, args: QUIET_CHROMIUM_FLAGS }
      : { args: QUIET_CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
});
