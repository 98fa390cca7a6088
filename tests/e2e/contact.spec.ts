import AxeBuilder from '@axe-core/playwright';

import { SENT_NOTE } from '../../lib/contact/messages';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_TIME_MS,
  UTM_MAX_LENGTH,
} from '../../lib/contact/validation';
import { PAGE_FORMS } from '../../lib/routes';
import { campaignStored, ENDPOINT, leadListing, nextPost } from './support/contact';
import { expect, type Page, type Route, test } from './support/fixtures';

const footerForm = (page: Page) => page.locator('footer');

async function fillForm(page: Page, name = 'Ada Lovelace') {
  const form = footerForm(page);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await form.getByLabel('Message', { exact: true }).fill('We need a new website & SEO.');
  await form.getByLabel(/I agree to the/).check();
}

const submit = (page: Page) => footerForm(page).getByRole('button', { name: 'Send message' }).click();

test('required fields block sending', async ({ page }) => {
  let posts = 0;
  await page.route(ENDPOINT, (route) => {
    posts += 1;
    return route.fulfill({ status: 200, body: '{"ok":true}' });
  });
  await page.goto('/about');
  await submit(page);
  const form = footerForm(page);
  await expect(form.getByLabel('Name', { exact: true })).toHaveJSProperty('validity.valueMissing', true);

  await form.getByLabel('Name', { exact: true }).fill('Ada');
  await form.getByLabel('Email', { exact: true }).fill('not-an-email');
  await form.getByLabel('Message', { exact: true }).fill('Hello');
  await submit(page);
  await expect(form.getByLabel('Email', { exact: true })).toHaveJSProperty('validity.typeMismatch', true);

  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await submit(page);
  await expect(form.getByLabel(/I agree to the/)).toHaveJSProperty('validity.valueMissing', true);

  // Passes the browser's own check, but not the shared rule (no domain suffix).
  await form.getByLabel(/I agree to the/).check();
  await form.getByLabel('Email', { exact: true }).fill('ada@example');
  await submit(page);
  await expect(form.getByLabel('Email', { exact: true })).toHaveJSProperty('validity.customError', true);
  expect(posts).toBe(0);
});

test('posts the exact form-encoded payload, with the campaign from local storage', async ({ page }) => {
  // A campaign visit stores the attribution; a later visit without utm keeps it.
  await page.goto(
    '/?utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&utm_term=seo&utm_content=ad%261',
  );
  await campaignStored(page, '"utm_source":"google"');
  await page.goto('/services?utm_source=only-source');

  const posted = new Promise<{ body: string; type: string | undefined; method: string }>((resolve) => {
    void page.route(ENDPOINT, (route) => {
      const request = route.request();
      resolve({
        body: request.postData() ?? '',
        type: request.headers()['content-type'],
        method: request.method(),
      });
      return route.fulfill({ status: 200, body: '{"ok":true}' });
    });
  });
  await fillForm(page);
  await submit(page);
  const { body, type, method } = await posted;

  expect(method).toBe('POST');
  expect(type).toMatch(/^application\/x-www-form-urlencoded/);
  const fields = [...new URLSearchParams(body)];
  expect(fields.map(([key]) => key)).toEqual([
    'name',
    'email',
    'message',
    'legal',
    'form-name',
    'url',
    'utm',
    HONEYPOT_FIELD,
    FILL_TIME_FIELD,
  ]);
  expect(Object.fromEntries(fields)).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'We need a new website & SEO.',
    legal: 'true',
    'form-name': 'footer',
    url: 'Footer',
    utm: 'utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&utm_term=seo&utm_content=ad%261',
    [HONEYPOT_FIELD]: '',
  });
  expect(Number(new URLSearchParams(body).get(FILL_TIME_FIELD))).toBeGreaterThanOrEqual(0);
  await expect(footerForm(page).getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();
});

test('a crafted campaign link cannot make later posts too long for the server', async ({ page }) => {
  await page.goto(`/?utm_source=li&utm_medium=social&utm_content=${encodeURIComponent('€'.repeat(230))}`);
  await campaignStored(page, '"utm_source":"li"');
  const posted = nextPost(page, '{"ok":true}');
  await page.goto('/about');
  await fillForm(page);
  await submit(page);
  const utm = (await posted).get('utm') ?? '';
  expect(utm).toMatch(/^utm_source=li&utm_medium=social&.*utm_content=(%E2%82%AC)+$/);
  expect(utm.length).toBeLessThanOrEqual(UTM_MAX_LENGTH);
});

test('sends an empty utm when no campaign is stored', async ({ page }) => {
  const posted = nextPost(page);
  await page.goto('/about');
  await fillForm(page);
  await submit(page);
  expect((await posted).get('utm')).toBe('');
});

test('disables the button while sending, then shows and announces the success', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await held;
    await route.fulfill({ status: 200, body: '{"ok":true}' });
  });
  await page.goto('/about');
  await fillForm(page);
  await submit(page);

  const form = footerForm(page);
  const sending = form.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  release();

  const status = form.getByRole('status');
  await expect(status.getByRole('heading', { name: 'Thank you for contacting us' })).toBeFocused();
  await expect(status).toContainText('will be in touch');
  await expect(form.locator('form')).toHaveCount(0);
});

async function expectErrorView(page: Page) {
  const status = footerForm(page).getByRole('status');
  await expect(status.getByRole('heading', { name: 'Something went wrong!' })).toBeFocused();
  await expect(status).toContainText('Space aliens destroyed your message??! Reload the page and try again.');
}

for (const [label, answer] of [
  ['a 500', (route: Route) => route.fulfill({ status: 500, body: '{"error":"x"}' })],
  ['a 422', (route: Route) => route.fulfill({ status: 422, body: '{"error":"x"}' })],
  ['a network failure', (route: Route) => route.abort('failed')],
] as const) {
  test(`shows the error view for ${label}, and Reload reloads the page`, async ({ page }) => {
    await page.route(ENDPOINT, answer);
    await page.goto('/about');
    await fillForm(page);
    await submit(page);
    await expectErrorView(page);

    await Promise.all([
      page.waitForEvent('load'),
      footerForm(page).getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(footerForm(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(footerForm(page).getByLabel('Name', { exact: true })).toHaveValue('');
  });
}

test('/contact has one form: the footer adds no second one, nor a card pointing to it', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(1);
  await expect(footerForm(page).locator('#footer-contact')).toHaveCount(0);
  await expect(page.locator('main').getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
});

for (const { path } of Object.values(PAGE_FORMS))
  for (const width of [390, 1280])
    test(`${path}, which ends on its own form, runs into the footer with no empty band at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const [mainBottom, footerTop] = await page.evaluate(() => [
        document.querySelector('#main')!.getBoundingClientRect().bottom,
        document.querySelector('#main ~ footer')!.getBoundingClientRect().top,
      ]);
      // The last section's own padding is the gap: nothing between the page and its footer.
      expect(footerTop! - mainBottom!).toBeLessThanOrEqual(1);
    });

test('after a message on /contact, the success view leaves the next steps to the section below', async ({
  page,
}) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await form.getByLabel('Message', { exact: true }).fill('We need a new website.');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('main').getByText(SENT_NOTE)).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
  await expect(page.locator('#what-happens-next')).toBeVisible();
});

test('a real post reaches the server and the lead is in the log', async ({ page }) => {
  const name = `E2E visitor ${Date.now()}`;
  await page.clock.install();
  await page.goto('/about');
  await fillForm(page, name);
  // Past the minimum fill time, or the server would take the form for a bot.
  await page.clock.fastForward(MIN_FILL_TIME_MS + 1000);
  const answered = page.waitForResponse(ENDPOINT);
  await submit(page);
  expect((await answered).status()).toBe(200);
  await expect(footerForm(page).getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();

  const listing = leadListing();
  expect(listing).toContain(`${name} <ada@example.com>  form=footer page=Footer`);
  expect(listing).toContain('unsent (mail off: no SENDGRID_API_KEY)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the form itself, the visitor reads the answer and the lead is in the log', async ({
    page,
  }) => {
    const name = `No-script visitor ${Date.now()}`;
    // No script runs, so the page never marks itself interactive: the load is enough.
    await page.goto('/about', { waitUntil: 'load' });
    await fillForm(page, name);
    await submit(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for contacting us' })).toBeVisible();
    await expect(page.getByText(SENT_NOTE)).toBeVisible();
    expect(leadListing()).toContain(`${name} <ada@example.com>  form=footer page=Footer`);
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test('the form and its error view pass axe', async ({ page }) => {
  // Two full axe scans: on two busy cores each can take ten seconds.
  test.slow();
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500 }));
  await page.goto('/about');
  const scan = () => new AxeBuilder({ page }).include('footer section').analyze();
  expect((await scan()).violations).toEqual([]);
  await fillForm(page);
  await submit(page);
  await expectErrorView(page);
  expect((await scan()).violations).toEqual([]);
});
