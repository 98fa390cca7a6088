/* Keyboard-only journeys: every step is a key press, no clicks. */
import { expect, type Locator, type Page, test } from './support/fixtures';

/** Presses Tab until the target has focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 250) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('open the mobile menu and reach a service', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'accept', value: 'true', url: baseURL! }]);
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const services = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' });
  await tabTo(page, services);
  await page.keyboard.press('Enter');
  const seo = page
    .getByRole('group', { name: 'Services' })
    .getByRole('link', { name: 'Search Engine Optimization' });
  await tabTo(page, seo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/search-engine-optimization$/);
  await expect(page.locator('h1')).toHaveText('Search Engine Optimization');
});

test('search and open a result', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'accept', value: 'true', url: baseURL! }]);
  await page.goto('/');
  await page.keyboard.press('/');
  await page.keyboard.type('Wiliot');
  // The results of the whole query, not of its first letters: a later answer would reset the choice.
  await expect(page.getByRole('option').first()).toContainText('Wiliot');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/work\/case-studies\/wiliot$/);
});

test('answer the cookie banner', async ({ page, context, baseURL }) => {
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  // The banner comes right after the skip link: a keyboard user meets it at once.
  await tabTo(page, accept, 4);
  await page.keyboard.press('Enter');
  await expect(accept).toBeHidden();
  expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'accept')?.value).toBe('true');
});

test('send the contact form', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'accept', value: 'true', url: baseURL! }]);
  await page.route('**/api/sendgrid', (route) =>
    route.fulfill({ status: 200, body: '{"ok":true}', contentType: 'application/json' }),
  );
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We would like a new website for our security product.');
  const consent = form.getByRole('checkbox');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const send = form.getByRole('button', { name: /send/i });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for contacting us')).toBeVisible();
});
