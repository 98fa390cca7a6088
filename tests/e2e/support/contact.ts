/* What the form tests share: the endpoint, the posted fields, the stored campaign and the lead log. */
import { execFileSync } from 'node:child_process';

import { ATTRIBUTION_STORAGE_KEY } from '../../../lib/contact/browser/attribution';
import { e2eLeadsDatabase } from '../../../playwright.config';
import { expect, type Page } from './fixtures';

export const ENDPOINT = '**/api/sendgrid';

/** The fields of the next post to the endpoint, answered with `body` instead of the server. */
export function nextPost(page: Page, body?: string): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    void page.route(ENDPOINT, (route) => {
      resolve(new URLSearchParams(route.request().postData() ?? ''));
      return route.fulfill({ status: 200, body });
    });
  });
}

/** Waits until the page has stored the campaign of its address, e.g. `"utm_source":"li"`. */
export async function campaignStored(page: Page, expected: string) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), ATTRIBUTION_STORAGE_KEY))
    .toContain(expected);
}

/** The newest leads of the tested server's log, as `npm run leads` prints them. */
export const leadListing = () =>
  execFileSync('npx', ['tsx', 'scripts/leads.ts', '--limit', '20'], {
    env: { ...process.env, LEADS_DATABASE_URL: e2eLeadsDatabase, SENDGRID_API_KEY: '' },
    encoding: 'utf8',
  });
