import { CONSENT_MODE_DEFAULT, toConsentMode } from '@/lib/consent/browser/consent-mode';
import { allChoices, type ConsentChoices } from '@/lib/consent/categories';
import { CHOICES_COOKIE, CONSENT_COOKIE, CONSENT_DAYS } from '@/lib/consent/state';

import { type BrowserContext, expect, type Page, test } from './support/fixtures';

// Outside the places where consent is opt-in (lib/consent/opt-in-zones.ts), whatever the
// machine's own zone: the toggles here start as the spec says. consent-opt-in.spec.ts has the rest.
test.use({ timezoneId: 'America/Los_Angeles' });

const DAY_SECONDS = 24 * 60 * 60;
/** Slack for the clock between the browser writing the cookie and the test reading it. */
const EXPIRY_SLACK_SECONDS = 10 * 60;

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
const toggle = (page: Page, label: string) => panel(page).getByRole('switch', { name: label });

async function cookie(context: BrowserContext, name: string) {
  const found = (await context.cookies()).find((c) => c.name === name);
  expect(found, `cookie ${name}`).toBeDefined();
  return found!;
}

/** Checks both consent cookies: values, 90-day expiry, path and SameSite. */
async function expectConsentCookies(
  context: BrowserContext,
  accept: 'true' | 'false',
  choices: ConsentChoices,
) {
  const expected = Date.now() / 1000 + CONSENT_DAYS * DAY_SECONDS;
  for (const name of [CONSENT_COOKIE, CHOICES_COOKIE]) {
    const { expires, path, sameSite } = await cookie(context, name);
    expect(Math.abs(expires - expected)).toBeLessThan(EXPIRY_SLACK_SECONDS);
    expect(path).toBe('/');
    expect(sameSite).toBe('Lax');
  }
  expect((await cookie(context, CONSENT_COOKIE)).value).toBe(accept);
  expect(JSON.parse(decodeURIComponent((await cookie(context, CHOICES_COOKIE)).value))).toEqual(choices);
}

/** Consent Mode commands the page queued, as plain arrays. */
async function consentCommands(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

async function setAcceptCookie(context: BrowserContext, value: string, baseURL: string) {
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL }]);
}

test.describe('cookie banner', () => {
  test('shows on a first visit and Accept grants everything', async ({ page, context }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(banner(page)).toBeHidden();
    await expectConsentCookies(context, 'true', allChoices(true));
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', CONSENT_MODE_DEFAULT],
      ['consent', 'update', toConsentMode(allChoices(true))],
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The stored choices are applied again on every load.
    expect(await consentCommands(page)).toContainEqual([
      'consent',
      'update',
      toConsentMode(allChoices(true)),
    ]);
  });

  test('Reject denies all but necessary and stores accept=true', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await expectConsentCookies(context, 'true', allChoices(false));
    expect(await consentCommands(page)).toContainEqual(['consent', 'update', CONSENT_MODE_DEFAULT]);
  });

  test('works from the keyboard', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectConsentCookies(context, 'true', allChoices(true));
  });

  test('is shown again with accept=false and hidden with accept=true', async ({ page, context, baseURL }) => {
    await setAcceptCookie(context, 'false', baseURL!);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await setAcceptCookie(context, 'true', baseURL!);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('customize panel', () => {
  test('lists every category, necessary locked on, the others on', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(toggle(page, 'Necessary')).toBeChecked();
    await expect(toggle(page, 'Necessary')).toBeDisabled();
    for (const label of ['Functional', 'Analytics', 'Performance', 'Advertisement']) {
      await expect(toggle(page, label)).toBeChecked();
      await expect(toggle(page, label)).toBeEnabled();
    }
  });

  test('Confirm Choices applies the toggles and stores accept=true', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await toggle(page, 'Analytics').uncheck();
    await toggle(page, 'Advertisement').uncheck();
    await panel(page).getByRole('button', { name: 'Confirm Choices' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    const choices = { ...allChoices(true), analytics: false, advertisement: false };
    await expectConsentCookies(context, 'true', choices);
    expect(await consentCommands(page)).toContainEqual(['consent', 'update', toConsentMode(choices)]);
  });

  for (const closer of ['Close', 'Close cookie settings']) {
    test(`"${closer}" applies the toggles, stores accept=false and the banner returns`, async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await toggle(page, 'Functional').uncheck();
      await panel(page).getByRole('button', { name: closer, exact: true }).click();
      await expect(panel(page)).toBeHidden();
      await expect(banner(page)).toBeVisible();
      await expectConsentCookies(context, 'false', { ...allChoices(true), functional: false });
    });
  }

  test('toggles start off under Global Privacy Control', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(toggle(page, 'Necessary')).toBeChecked();
    for (const label of ['Functional', 'Analytics', 'Performance', 'Advertisement']) {
      await expect(toggle(page, label)).not.toBeChecked();
    }
  });

  test('the footer "Cookie settings" button reopens the panel with the saved choices', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toBeFocused();
    await expect(toggle(page, 'Analytics')).not.toBeChecked();
    await toggle(page, 'Analytics').check();
    await panel(page).getByRole('button', { name: 'Confirm Choices' }).click();
    await expect(panel(page)).toBeHidden();
  });
});

test('with no tag ids, no request leaves the site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      foreign.push(request.url());
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});
