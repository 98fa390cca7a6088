/**
 * Runs against the second build, which has fake tag ids (see playwright.config.ts). Requests to
 * the tag hosts are answered with stubs that record what they see when they run.
 */
import { FAKE_TAG_ENV } from '@/lib/tags/fake-tags';

import { RECORD_CSP_VIOLATIONS } from './support/csp';
import { expect, type Page, test } from './support/fixtures';

const trackerUrl = FAKE_TAG_ENV.NEXT_PUBLIC_VISITOR_TRACKING_SRC;

declare global {
  interface Window {
    tagRuns?: { name: string; sawConsentDefault: boolean }[];
  }
}

/** A stub tag: notes its name and whether the consent default was already queued. */
const stub = (name: string) => `(window.tagRuns = window.tagRuns || []).push({
  name: ${JSON.stringify(name)},
  sawConsentDefault: (window.dataLayer || []).some((e) => e[0] === 'consent' && e[1] === 'default'),
});`;

async function interceptTags(page: Page) {
  const requested: string[] = [];
  await page.route(/googletagmanager\.com|tracker\.example\.test/, (route) => {
    const url = route.request().url();
    requested.push(url);
    const name = url.includes('gtm.js') ? 'gtm' : url.includes('gtag/js') ? 'ads' : 'tracker';
    return route.fulfill({ contentType: 'text/javascript', body: stub(name) });
  });
  return requested;
}

const tagRuns = (page: Page) => page.evaluate(() => window.tagRuns ?? []);

test('the consent default is issued before any tag loads', async ({ page }) => {
  const requested = await interceptTags(page);
  await page.goto('/');
  await expect
    .poll(() => tagRuns(page).then((runs) => runs.map((r) => r.name).sort()))
    .toEqual(['ads', 'gtm']);
  expect((await tagRuns(page)).every((run) => run.sawConsentDefault)).toBe(true);
  expect(requested.some((url) => url.includes(`id=${FAKE_TAG_ENV.NEXT_PUBLIC_GTM_ID}`))).toBe(true);
  expect(requested.some((url) => url.includes(`id=${FAKE_TAG_ENV.NEXT_PUBLIC_GOOGLE_ADS_ID}`))).toBe(true);
  // The consent-default script is the head's first script that runs, ahead of every tag.
  const firstScript = await page.evaluate(
    () => document.head.querySelector('script:not([type="application/ld+json"])')?.id,
  );
  expect(firstScript).toBe('consent-default');
  // The ads tag is configured, so a form's conversion event has a gtag to call.
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
});

test('the visitor tracker is requested only after analytics consent', async ({ page }) => {
  const requested = await interceptTags(page);
  await page.goto('/');
  await expect.poll(() => tagRuns(page).then((runs) => runs.length)).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(trackerUrl);

  // Confirming without analytics still keeps it away.
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('switch', { name: 'Analytics' }).uncheck();
  await page.getByRole('button', { name: 'Confirm Choices' }).click();
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(trackerUrl);

  const trackerRequest = page.waitForRequest(trackerUrl);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('switch', { name: 'Analytics' }).check();
  await page.getByRole('button', { name: 'Confirm Choices' }).click();
  await trackerRequest;
  await expect.poll(() => tagRuns(page).then((runs) => runs.map((r) => r.name))).toContain('tracker');
});

test('a returning visitor who allowed analytics gets the tracker on load', async ({
  page,
  context,
  baseURL,
}) => {
  const requested = await interceptTags(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const trackerRequest = page.waitForRequest(trackerUrl);
  await page.reload();
  await trackerRequest;
  // The route handler records the request a moment after the request event fires.
  await expect.poll(() => requested.filter((url) => url === trackerUrl).length).toBeGreaterThan(0);
  expect((await context.cookies(baseURL)).find((c) => c.name === 'accept')?.value).toBe('true');
});

test('with every tag switched on, the Content-Security-Policy blocks nothing', async ({ page }) => {
  await page.addInitScript(RECORD_CSP_VIOLATIONS);
  await interceptTags(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect
    .poll(() => tagRuns(page).then((runs) => runs.map((r) => r.name).sort()))
    .toEqual(['ads', 'gtm', 'tracker']);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});
