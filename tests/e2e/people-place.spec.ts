/**
 * The real content names no person, phone, street or hours (content/team.yaml and
 * content/contact.yaml are empty): About has no team section, no page shows or states them,
 * and copy that promises a visit stays hidden. tests/e2e/proof-people.spec.ts shows them supplied.
 */
import { getContactFacts, listTeam } from '@/lib/content/server';
import { ROUTES } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';
import { promisedVisits, VISIT_LANDING } from './support/people-place';

type Thing = Record<string, unknown> & { '@type': string };
async function structuredData(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Thing | Thing[]);
}

test.beforeAll(() => {
  // The real content supplies none of it: a made-up person or number would read as a template.
  expect(listTeam()).toEqual([]);
  const { phone, streetAddress, postalCode, openingHours } = getContactFacts();
  expect([phone, streetAddress, postalCode, openingHours]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});

test('About has no team section, and no page shows a phone, street or hours', async ({ page }) => {
  await page.goto(ROUTES.about);
  await expect(page.locator('#team')).toHaveCount(0);
  for (const target of [ROUTES.about, ROUTES.contact, VISIT_LANDING.path]) {
    await page.goto(target);
    await expect(page.locator('a[href^="tel:"]'), target).toHaveCount(0);
    await expect(page.locator('#reach-us'), target).toHaveCount(0);
    await expect(page.locator('main dl dt', { hasText: /^Hours$/ }), target).toHaveCount(0);
    const business = (await structuredData(page)).find((thing) => thing['@type'] === 'LocalBusiness');
    if (target !== ROUTES.about) {
      expect(business, target).toBeDefined();
      for (const field of ['address', 'telephone', 'openingHours'])
        expect(business, `${target}: ${field}`).not.toHaveProperty(field);
    }
  }
});

test('copy that promises a visit (meet in person, come by) stays hidden without a street address', async ({
  page,
}) => {
  for (const { path, texts } of promisedVisits) {
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text, { exact: true }), path).toHaveCount(0);
  }
});
