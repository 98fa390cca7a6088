import AxeBuilder from '@axe-core/playwright';

import { CONSENT_COOKIE } from '../../lib/consent/state';
import {
  EBOOK_REQUEST_INTRO,
  EBOOK_SENT_HEADING,
  ebookDownloadLabel,
  FAILED_TEXT,
} from '../../lib/contact/messages';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_TIME_MS } from '../../lib/contact/validation';
import { guideMeta as guide } from '../../lib/content/lists';
import { DIAGRAMS } from '../../lib/ebook/diagrams';
import { ebookDownloadPath } from '../../lib/ebook/download';
import { PAGE_FORMS, ROUTES } from '../../lib/routes';
import { campaignStored, ENDPOINT, leadListing, nextPost } from './support/contact';
import { expect, type Page, test } from './support/fixtures';
import { applyTheme, THEMES, withoutTransitions } from './support/theme';

const PAGE = ROUTES.ebook;

// Visitors who have answered the cookie banner: on a first visit it covers the request
// form's button once scrolled to, and a click then waits for it (seconds; 30 s in CI).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL! }]);
});
const DOWNLOAD_LINK = ebookDownloadLabel(guide.title);
const requestSection = (page: Page) => page.locator('#request');
const submit = (page: Page) =>
  requestSection(page).getByRole('button', { name: 'Get the free ebook' }).click();

async function fillForm(page: Page, name = 'Grace Hopper', company = 'Acme Security') {
  const form = requestSection(page);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Work email', { exact: true }).fill('grace@example.com');
  await form.getByLabel('Company (optional)', { exact: true }).fill(company);
  await form.getByLabel(/I agree to the/).check();
}

test('the page has one form: the footer adds no second one, nor a card pointing to it', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('form:not([role="search"])')).toHaveCount(1);
  await expect(requestSection(page).locator('form')).toHaveCount(1);
  await expect(page.locator('footer #footer-contact')).toHaveCount(0);
});

test('the page presents the guide: cover, every chapter, who it is for', async ({ page, request }) => {
  await page.goto(PAGE);
  const cover = page.getByRole('img', { name: `Cover of ${guide.title}, drawn by Byer Company` });
  await expect(cover).toBeVisible();
  const coverAnswer = await request.get((await cover.getAttribute('src'))!);
  expect(coverAnswer.headers()['content-type']).toContain('image/svg+xml');
  await expect(page.locator('#inside li h3')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
});

test('required fields block sending; company may stay empty', async ({ page }) => {
  let posts = 0;
  await page.route(ENDPOINT, (route) => {
    posts += 1;
    return route.fulfill({ status: 200, body: '{"ok":true,"emailed":false}' });
  });
  await page.goto(PAGE);
  const form = requestSection(page);
  await submit(page);
  await expect(form.getByLabel('Name', { exact: true })).toHaveJSProperty('validity.valueMissing', true);
  await form.getByLabel('Name', { exact: true }).fill('Grace');
  await form.getByLabel('Work email', { exact: true }).fill('not-an-email');
  await submit(page);
  await expect(form.getByLabel('Work email', { exact: true })).toHaveJSProperty(
    'validity.typeMismatch',
    true,
  );
  await form.getByLabel('Work email', { exact: true }).fill('grace@example.com');
  await submit(page);
  await expect(form.getByLabel(/I agree to the/)).toHaveJSProperty('validity.valueMissing', true);
  expect(posts).toBe(0);
  await form.getByLabel(/I agree to the/).check();
  await submit(page);
  await expect(page.getByRole('heading', { name: EBOOK_SENT_HEADING })).toBeVisible();
  expect(posts).toBe(1);
});

test('posts form-name=ebook, the page path and the stored campaign, then offers the download', async ({
  page,
  request,
}) => {
  await page.goto(`${PAGE}?utm_source=linkedin&utm_medium=social&utm_campaign=ebook`);
  await campaignStored(page, '"utm_source":"linkedin"');
  const posted = nextPost(page, '{"ok":true,"emailed":false}');
  await fillForm(page);
  await submit(page);
  const body = await posted;
  expect([...body.keys()]).toEqual([
    'name',
    'email',
    'company',
    'legal',
    'form-name',
    'url',
    'utm',
    HONEYPOT_FIELD,
    FILL_TIME_FIELD,
  ]);
  expect(Object.fromEntries(body)).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Acme Security',
    legal: 'true',
    'form-name': 'ebook',
    url: PAGE,
    utm: 'utm_source=linkedin&utm_medium=social&utm_campaign=ebook&utm_term=&utm_content=',
  });

  const status = requestSection(page).getByRole('status');
  await expect(status.getByRole('heading', { name: EBOOK_SENT_HEADING })).toBeFocused();
  const link = status.getByRole('link', { name: DOWNLOAD_LINK });
  await expect(link).toHaveAttribute('href', ebookDownloadPath(guide));
  await expect(status).not.toContainText('on its way');
  const pdf = await request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the thank-you replaces the request text above the form', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, body: '{"ok":true,"emailed":false}' }));
  await page.goto(PAGE);
  await expect(requestSection(page)).toContainText(EBOOK_REQUEST_INTRO);
  await fillForm(page);
  await submit(page);
  await expect(requestSection(page).getByRole('heading', { name: EBOOK_SENT_HEADING })).toBeVisible();
  await expect(requestSection(page)).not.toContainText(EBOOK_REQUEST_INTRO);
});

/** Smallest text a phone may show (CSS px): under it a diagram's labels cannot be read. */
const READABLE_TEXT = 11;

for (const width of [390, 1280])
  test(`"A look inside" shows its diagram with text of at least ${READABLE_TEXT} px at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    const picture = page.locator('#preview img').filter({ visible: true });
    await picture.scrollIntoViewIfNeeded();
    // Lazy: its file is chosen and its size known once it has loaded.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The file shown (a phone may get its own rendering, name.phone.svg) and its drawn scale.
    const shown = await picture.evaluate((img: HTMLImageElement) => ({
      file: new URL(img.currentSrc).pathname,
      scale: img.clientWidth / img.naturalWidth,
    }));
    const name = /\/([^/.]+)[^/]*\.svg$/.exec(shown.file)?.[1] ?? '';
    const drawing = DIAGRAMS[name]?.();
    expect(drawing, shown.file).toBeDefined();
    const smallest = Math.min(
      ...drawing!.shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.size] : [])),
    );
    expect(smallest * shown.scale, `${shown.file} at ${shown.scale.toFixed(2)}×`).toBeGreaterThanOrEqual(
      READABLE_TEXT,
    );
  });

test('says a copy is on its way when the server mailed it', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, body: '{"ok":true,"emailed":true}' }));
  await page.goto(PAGE);
  await fillForm(page);
  await submit(page);
  await expect(requestSection(page).getByRole('status')).toContainText('on its way to your inbox');
});

test('shows the error view for a 500, and Reload reloads the page', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }));
  await page.goto(PAGE);
  await fillForm(page);
  await submit(page);
  const status = requestSection(page).getByRole('status');
  await expect(status.getByRole('heading', { name: 'Something went wrong!' })).toBeFocused();
  await expect(status).toContainText(FAILED_TEXT);
  await expect(status.getByRole('link', { name: DOWNLOAD_LINK })).toHaveCount(0);
  await Promise.all([page.waitForEvent('load'), status.getByRole('button', { name: 'Reload' }).click()]);
  await expect(requestSection(page).getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a real request is recorded as an ebook lead with its company', async ({ page }) => {
  const name = `E2E reader ${Date.now()}`;
  await page.clock.install();
  await page.goto(PAGE);
  await fillForm(page, name, 'Example Labs');
  await page.clock.fastForward(MIN_FILL_TIME_MS + 1000);
  const answered = page.waitForResponse(ENDPOINT);
  await submit(page);
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('link', { name: DOWNLOAD_LINK })).toBeVisible();
  expect(leadListing()).toContain(`${name} <grace@example.com> (Example Labs)  form=ebook page=${PAGE}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the form and the answer page offers the download', async ({ page, request }) => {
    const name = `No-script reader ${Date.now()}`;
    await page.goto(PAGE, { waitUntil: 'load' });
    await fillForm(page, name);
    await submit(page);
    await expect(page.getByRole('heading', { level: 1, name: EBOOK_SENT_HEADING })).toBeVisible();
    const link = page.getByRole('link', { name: DOWNLOAD_LINK });
    const pdf = await request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(leadListing()).toContain(`${name} <grace@example.com> (Acme Security)  form=ebook page=${PAGE}`);
  });
});

/** The page itself is scanned in both themes by kinds.spec.ts (the ebook kind); here the view a request leads to. */
test.describe('axe', () => {
  for (const theme of THEMES) {
    test(`finds no violation in the request section's success view, ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.route(ENDPOINT, (route) =>
        route.fulfill({ status: 200, body: '{"ok":true,"emailed":true}' }),
      );
      await page.goto(PAGE);
      await applyTheme(page, theme);
      await withoutTransitions(page);
      await fillForm(page);
      await submit(page);
      await expect(page.getByRole('link', { name: DOWNLOAD_LINK })).toBeVisible();
      const scan = new AxeBuilder({ page }).include(`#${PAGE_FORMS.ebook.anchor}`);
      expect((await scan.analyze()).violations).toEqual([]);
    });
  }
});
