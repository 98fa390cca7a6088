/**
 * The agency's people and how to reach it, on the build whose content has them supplied by a
 * test fixture (tests/fixtures/proof-content: team.yaml, contact.yaml; the `proof` project).
 * What to expect is read from the fixture's files, never written here;
 * tests/e2e/people-place.spec.ts checks that the real content shows none of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { hoursInWords, telHref } from '@/lib/content/contact-facts';
import type { ContactFacts, Person } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';

import { PROOF_FIXTURE } from '../fixtures/proof';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { promisedVisits, VISIT_LANDING } from './support/people-place';

const fixtureFile = (name: string) => parse(readFileSync(path.join(PROOF_FIXTURE, name), 'utf8'));
const people = (fixtureFile('team.yaml') as { people: Person[] }).people;
const facts = fixtureFile('contact.yaml') as Required<ContactFacts>;
if (people.length < 2 || !facts.phone || !facts.streetAddress || !facts.openingHours?.length)
  throw new Error('The fixture must supply people, a phone, a street address and hours');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Thing = Record<string, unknown> & { '@type': string };
async function structuredData(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Thing | Thing[]);
}

/** The address, phone and hours as the footer, /contact and the landings show them. */
async function expectFacts(place: Locator) {
  await expect(place.locator('address')).toContainText(facts.streetAddress);
  await expect(place.locator('address')).toContainText(facts.postalCode);
  for (const hours of facts.openingHours) await expect(place).toContainText(hoursInWords(hours));
}

async function expectLocalBusiness(page: Page) {
  const business = (await structuredData(page)).find((thing) => thing['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    telephone: facts.phone,
    openingHours: facts.openingHours,
    address: { '@type': 'PostalAddress', streetAddress: facts.streetAddress, postalCode: facts.postalCode },
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`supplied people and contact facts, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const viewport of SIZES) {
      test(`About shows the team, each with photo, role and links, none alone on a row, at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(ROUTES.about);
        const team = page.locator('#team');
        await team.scrollIntoViewIfNeeded();
        await expect(team.locator('h2')).toBeVisible();
        const cards = team.locator('li:has(h3)');
        await expect(cards).toHaveCount(people.length);
        for (const [index, person] of people.entries()) {
          const card = cards.nth(index);
          await expect(card.locator('h3')).toHaveText(person.name);
          await expect(card).toContainText(person.role);
          const photo = card.locator('img');
          await expect(photo).toHaveAttribute('alt', person.photo.alt);
          await photo.scrollIntoViewIfNeeded();
          await expect
            .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
          for (const link of person.links ?? [])
            await expect(card.locator(`a[href="${link.href}"]`)).toHaveAttribute('target', '_blank');
        }
        // A grid from 40rem: no row holds one person while another holds more.
        const tops = await cards.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        );
        const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        if (viewport.width >= 640) expect(perRow.filter((count) => count === 1)).toEqual([]);
        else expect(perRow.every((count) => count === 1)).toBe(true);
      });

      test(`the footer, /contact and a landing give the address, phone and hours, and say so in JSON-LD, at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(ROUTES.about);
        const footer = page.locator('footer');
        await expectFacts(footer);
        await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', telHref(facts.phone));

        await page.goto(ROUTES.contact);
        const details = page.locator('main dl');
        await expectFacts(details);
        await expect(details.locator('a[href^="tel:"]')).toHaveText(facts.phone);
        await expect(details.getByRole('link', { name: /Find it on a map/ })).toHaveAttribute(
          'href',
          /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
        );
        // The page ends on its own form: the footer's address carries the phone instead.
        await expect(page.locator('footer a[href^="tel:"]')).toHaveCount(1);
        await expectLocalBusiness(page);

        await page.goto(VISIT_LANDING.path);
        const reach = page.locator('#reach-us');
        await reach.scrollIntoViewIfNeeded();
        await expect(reach).toBeVisible();
        await expectFacts(reach);
        await expect(reach.locator(`a[href="${telHref(facts.phone)}"]`)).toBeVisible();
        await expectLocalBusiness(page);
      });
    }
  });
}

test('copy that promises a visit shows once a street address is supplied', async ({ page }) => {
  for (const target of [VISIT_LANDING.path, ROUTES.contact]) {
    await page.goto(target);
    const main = page.locator('main');
    const { texts } = promisedVisits.find((p) => p.path === target)!;
    for (const text of texts) await expect(main.getByText(text, { exact: true }).first()).toBeAttached();
  }
});
