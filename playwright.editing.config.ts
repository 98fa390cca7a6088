import { defineConfig, devices } from '@playwright/test';

import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './scripts/chromium';

/**
 * The integration tests, which start their own servers, so unlike the main suite they share
 * none. tests/editing (npm run test:editing): each copies the project to a temporary folder,
 * edits content there and starts its own server on it (`npm run dev`, or a production build);
 * ports EDITING_PORT and the next one. tests/integration: servers of the build `npm run build`
 * left in .next (ports E2E_INSTANCE_PORTS).
 */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests',
  testMatch: ['editing/**/*.spec.ts', 'integration/**/*.spec.ts'],
  // One copy and one server per file; the files run one after the other on a 2-core machine.
  workers: 1,
  // A production build of the copy renders every image and page first.
  timeout: 3_000_000,
  reporter: 'list',
  use: {
    launchOptions: executablePath
      ? { executablePath, args: QUIET_CHROMIUM_FLAGS }
      : { args: QUIET_CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
});
