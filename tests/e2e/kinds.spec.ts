/**
 * One page of each kind, laid out in a browser at each of the layout's widths (wider screens
 * lay out as 1280 px does): one load serves every check that only layout can answer, each a
 * step named in a failure and soft, so one failing check still lets the others report, and
 * every load is watched for Content-Security-Policy refusals from its first script on. What
 * the HTML of every page says is read over HTTP (routes, pictures, seo and security specs).
 */
import AxeBuilder from '@axe-core/playwright';

import { ROUTE_KINDS, type RouteKind } from '@/lib/content/server/route-kinds';
import { INTERACTIVE_ATTRIBUTE } from '@/lib/first-paint/interactive';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { DARK_THEME_MAX_LUMA } from '@/lib/media/types';

import { type CspRecord, RECORD_CSP_VIOLATIONS } from './support/csp';
import { picturesShown } from './support/dark-luma';
import { expect, type Page, test } from './support/fixtures';
import { GRID_WIDTHS, gridsWithEmptyCells } from './support/grids';
import { HEADER_POSITIONS, lookUnderHeader, scrollToY } from './support/header-view';
import { softImages } from './support/image-slots';
import { RECORD_START_UP_INTL, type StartUpIntlRecord } from './support/start-up-intl';
import { applyTheme, type Theme, THEMES, withoutTransitions } from './support/theme';

type Width = (typeof GRID_WIDTHS)[number];
const HEIGHTS: Record<Width, number> = { 390: 844, 768: 1024, 1280: 800 };
const KINDS = Object.keys(ROUTE_KINDS) as RouteKind[];
const except = (...left: RouteKind[]) => new Set(KINDS.filter((kind) => !left.includes(kind)));

/** Inner pages lead on from their first screen; home has its own test, legal and 404 none. */
const NEXT_STEP = { kinds: except('home', 'legal', 'not found'), widths: [390, 1280] };
/** Under each kind of hero, text never shares the screen with a bare header. */
const HEADER = { kinds: new Set<RouteKind>(['home', 'service', 'case study', 'about', 'blog', 'post']) };
/** Pages showing our pictures, each drawn for the dark theme. */
const DARK_PICTURES = { kinds: except('category', 'city page', 'legal', 'not found'), widths: [1280] };

/** The rules whose verdict hangs on the theme's colours; every other rule reads the same markup. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * axe at the two widths: each width and each theme gets every rule once, and the colour
 * rules run in both themes at both widths. A full scan is the costliest check here.
 */
const AXE_SCANS: Partial<Record<Width, { theme: Theme; rules: 'all' | string[] }[]>> = {
  1280: [
    { theme: 'light', rules: 'all' },
    { theme: 'dark', rules: COLOUR_RULES },
  ],
  390: [
    { theme: 'dark', rules: 'all' },
    { theme: 'light', rules: COLOUR_RULES },
  ],
};
const WORDS = new Set<string>(Object.values(ACTION_LABELS));

/** The hero's first visible link: the page's next step, inside the first screen. */
async function nextStepProblems(page: Page, height: number): Promise<string[]> {
  const hero = page.locator('main header').filter({ has: page.locator('h1') });
  const step = hero.getByRole('link').filter({ visible: true }).first();
  if ((await step.count()) === 0) return ['no visible link in the hero'];
  const words = (await step.innerText()).trim();
  const box = (await step.boundingBox())!;
  return [
    ...(WORDS.has(words) ? [] : [`"${words}" is not one of the site's action labels`]),
    ...(box.y >= 0 && box.y + box.height <= height
      ? []
      : [`the link is at ${box.y}–${box.y + box.height} px`]),
  ];
}

for (const width of GRID_WIDTHS) {
  const viewport = { width, height: HEIGHTS[width] };
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    for (const kind of KINDS)
      test(`the ${kind} page`, async ({ page }) => {
        test.setTimeout(120_000);
        // Sections reveal on scroll; with reduced motion everything is in place at once.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const refused: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
            refused.push(message.text());
        });
        await page.addInitScript(RECORD_CSP_VIOLATIONS);
        await page.addInitScript(RECORD_START_UP_INTL, INTERACTIVE_ATTRIBUTE);
        await page.goto(ROUTE_KINDS[kind]);
        // Every check judges where colours and the header end, not mid-fade: without transitions
        // the header takes its state within a frame of each scroll (chrome.spec.ts times its fades).
        await withoutTransitions(page);

        await test.step('no Intl formatter is built before the page is interactive', async () => {
          expect
            .soft(await page.evaluate(() => (window as unknown as StartUpIntlRecord).__startUpIntl))
            .toEqual([]);
        });
        await test.step('no grid leaves an empty cell', async () => {
          expect.soft(await gridsWithEmptyCells(page)).toEqual([]);
        });
        await test.step('every image is sharp on a retina screen', async () => {
          expect.soft(await softImages(page, width)).toEqual([]);
        });
        if (NEXT_STEP.kinds.has(kind) && NEXT_STEP.widths.includes(width))
          await test.step('the first screen holds the next step', async () => {
            expect.soft(await nextStepProblems(page, viewport.height)).toEqual([]);
          });
        if (HEADER.kinds.has(kind))
          await test.step('no text under a bare header, scrolling down and up, in both themes', async () => {
            const under: string[] = [];
            let clearSeen = 0;
            for (const theme of THEMES) {
              await applyTheme(page, theme);
              for (const y of HEADER_POSITIONS) {
                await scrollToY(page, y);
                const seen = await lookUnderHeader(page);
                if (seen.clear) clearSeen += 1;
                under.push(...seen.under.map((text) => `${theme}, scrolled ${y}px: "${text}"`));
              }
            }
            // The check met a header without its background at least at the top of the page.
            expect.soft(clearSeen).toBeGreaterThan(0);
            expect.soft(under).toEqual([]);
          });
        const scans = AXE_SCANS[width] ?? [];
        if (scans.length > 0)
          await test.step('axe finds no violation', async () => {
            const found: string[] = [];
            for (const { theme, rules } of scans) {
              await applyTheme(page, theme);
              const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
              const { violations } = await (rules === 'all' ? axe : axe.withRules(rules)).analyze();
              found.push(
                ...violations.map(
                  (v) =>
                    `${theme}: ${v.id} (${v.impact}) on ${v.nodes
                      .map((n) => n.target.join(' '))
                      .slice(0, 3)
                      .join(', ')}`,
                ),
              );
            }
            expect.soft(found).toEqual([]);
          });
        if (DARK_PICTURES.kinds.has(kind) && DARK_PICTURES.widths.includes(width))
          await test.step(`in the dark theme no picture is brighter than a mean luma of ${DARK_THEME_MAX_LUMA}, none dimmed`, async () => {
            await applyTheme(page, 'dark');
            const { count, glaring, filtered } = await picturesShown(page, DARK_THEME_MAX_LUMA);
            expect.soft(count).toBeGreaterThan(0);
            expect.soft(glaring).toEqual([]);
            // The real content supplies no picture of its own: every picture here is one we drew.
            expect.soft(filtered).toEqual([]);
          });
        await test.step('no Content-Security-Policy violation, down to the end of the page', async () => {
          // Scrolled to the end, lazy parts and reveals have run; then the network settles.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          // Hydration ran: a blocked script would leave Next's router unset.
          expect
            .soft(
              await page.evaluate(() =>
                Boolean((window as unknown as { next?: { router?: unknown } }).next?.router),
              ),
            )
            .toBe(true);
          expect
            .soft(await page.evaluate(() => (window as unknown as CspRecord).__cspViolations))
            .toEqual([]);
          expect.soft(refused).toEqual([]);
        });
      });
  });
}
