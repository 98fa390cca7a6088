/**
 * The agency's proof where buyers look, on the build whose content has proof supplied by a
 * test fixture (tests/fixtures/proof-content; the `proof` project of playwright.config.ts).
 * What to expect is read from the fixture and the real content's order, never written here;
 * tests/e2e/routes.spec.ts checks that the real content shows none of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { chooseQuote, headlineResult } from '@/lib/content/proof';
import type { CaseStudy, Quote, Result } from '@/lib/content/schema';
import { listCaseStudies, listServices } from '@/lib/content/server';
import { caseStudyPath, ROUTES, servicePath } from '@/lib/routes';

import { PROOF_FIXTURE } from '../fixtures/proof';
import { expect, type Page, test } from './support/fixtures';

const fixtureFile = (name: string) => parse(readFileSync(path.join(PROOF_FIXTURE, name), 'utf8'));
const supplied = fixtureFile('case-studies.yaml') as Record<string, { results?: Result[]; quote?: Quote }>;
const logos = (fixtureFile('clients.yaml') as { logos: { name: string }[] }).logos;

/** The case studies in their order, with the fixture's proof added as the fixture build does. */
const studies: CaseStudy[] = listCaseStudies().map((study) => ({ ...study, ...supplied[study.slug] }));
const withResults = studies.filter((study) => study.results?.length);
const without = studies.filter((study) => !study.results?.length);
if (withResults.length === 0 || without.length === 0)
  throw new Error('The fixture must supply results to some case studies, not all');
const homeQuote = chooseQuote(studies);
if (!homeQuote) throw new Error('The fixture must supply a quote');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const headlineOn = (page: Page, slug: string) =>
  page.locator(`li:has(a[href="${caseStudyPath(slug)}"]) [data-proof="headline"]`);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`supplied proof, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const viewport of SIZES) {
      test(`each piece of work wears its headline figure, with period and source, on its card and in its hero's first screen at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(ROUTES.caseStudies);
        for (const study of withResults) {
          const result = headlineResult(study.results)!;
          const card = headlineOn(page, study.slug);
          await expect(card).toContainText(`${result.figure} ${result.measures}`);
          await expect(card).toContainText(`${result.period} · Source: ${result.source}`);
        }
        for (const study of without) await expect(headlineOn(page, study.slug)).toHaveCount(0);

        for (const study of withResults) {
          await page.goto(caseStudyPath(study.slug));
          const hero = page.locator('header [data-proof="headline"]');
          await expect(hero).toContainText(headlineResult(study.results)!.figure);
          await expect(hero).toBeInViewport();
          // The hero's next step is a button on its own line under the figure, not stretched beside it.
          const [figure, action] = await Promise.all([
            hero.boundingBox(),
            hero.locator('xpath=..').getByRole('link').first().boundingBox(),
          ]);
          expect(action!.y).toBeGreaterThanOrEqual(figure!.y + figure!.height);
          expect(action!.height).toBeLessThan(figure!.height);
          // The full proof block still follows the story.
          const [proofTop, outcomeTop] = await Promise.all(
            ['#proof', '#outcome'].map((selector) =>
              page.locator(selector).evaluate((el) => el.getBoundingClientRect().top),
            ),
          );
          expect(proofTop).toBeGreaterThan(outcomeTop!);
        }
      });

      test(`home shows the logos right under the hero, no logo alone on a row, one frame each, and the chosen quote at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(ROUTES.home);
        // Directly under the hero: the first thing after the page's header.
        const before = await page.locator('#clients').evaluate((el) => el.previousElementSibling?.tagName);
        expect(before).toBe('HEADER');
        const tiles = page.locator('#clients li');
        await expect(tiles).toHaveCount(logos.length);
        const alts = await page
          .locator('#clients img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
        expect(alts).toEqual(logos.map((logo) => logo.name));
        const rows = new Map<number, number>();
        for (const box of await tiles.evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().top),
        ))
          rows.set(Math.round(box), (rows.get(Math.round(box)) ?? 0) + 1);
        expect([...rows.values()].filter((count) => count === 1)).toEqual([]);
        // The tile is the only frame: the picture draws no edge of its own, in either theme.
        const shadows = await page
          .locator('#clients img')
          .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).boxShadow));
        expect(new Set(shadows)).toEqual(new Set(['none']));

        const quote = page.locator('#client-words figure');
        await expect(quote.locator('blockquote')).toHaveText(homeQuote.quote.text);
        await expect(quote.locator('figcaption')).toContainText(homeQuote.quote.name);
        await expect(quote.locator('figcaption')).toContainText(homeQuote.quote.role);
        if (homeQuote.quote.company) {
          await expect(quote.locator('figcaption')).toContainText(homeQuote.quote.company);
          // The company's logo beside the words, when one by that name was supplied.
          const logo = logos.find((l) => l.name === homeQuote.quote.company);
          if (logo) await expect(quote.locator(`img[alt="${logo.name}"]`)).toBeVisible();
        }
        await expect(quote.getByRole('link')).toHaveAttribute('href', caseStudyPath(homeQuote.slug));
      });
    }
  });
}

test('a service page shows a quote from its related work when one was supplied, and none otherwise', async ({
  page,
}) => {
  const bySlug = new Map(studies.map((study) => [study.slug, study]));
  const services = listServices().map((service) => ({
    service,
    quote: chooseQuote(service.relatedCaseStudies.map((slug) => bySlug.get(slug)!)),
  }));
  expect(services.some((s) => s.quote)).toBe(true);
  expect(services.some((s) => !s.quote)).toBe(true);
  // One page load per service.
  test.slow();
  for (const { service, quote } of services) {
    await page.goto(servicePath(service.slug), { waitUntil: 'domcontentloaded' });
    const words = page.locator('#client-words blockquote');
    if (quote) await expect(words, service.slug).toHaveText(quote.quote.text);
    else await expect(words, service.slug).toHaveCount(0);
  }
});
