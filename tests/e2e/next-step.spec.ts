/**
 * Every inner page's first screen offers its next step: a link in the hero, in the site's own
 * words for that action, visible without scrolling on a phone and on a computer.
 */
import { ROUTE_KINDS, type RouteKind } from '@/lib/content/server/route-kinds';
import { ACTION_LABELS } from '@/lib/layout/nav';

import { expect, test } from './support/fixtures';

/** The kinds whose first screen must lead on; home has its own test, legal and 404 none. */
const KINDS = (Object.keys(ROUTE_KINDS) as RouteKind[]).filter(
  (kind) => !['home', 'legal', 'not found'].includes(kind),
);
const WORDS = new Set<string>(Object.values(ACTION_LABELS));
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS)
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const kind of KINDS)
      test(`the ${kind} page's first screen holds its next step`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(ROUTE_KINDS[kind]);
        const hero = page.locator('main header').filter({ has: page.locator('h1') });
        const step = hero.getByRole('link').filter({ visible: true }).first();
        await expect(step).toBeVisible();
        expect(WORDS).toContain((await step.innerText()).trim());
        const box = (await step.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      });
  });
