/**
 * The first screen sells: every page kind opens on a picture beside its heading,
 * text sections do not run on as one repeated "heading left, text right" band, and on a phone
 * the work index shows the work before anything else.
 */
import { MAX_BESIDE_IN_A_ROW } from '@/components/sections/ContentSections';
import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { ROUTES } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';
import { HERO_PAGES, LANDING_PAGES } from './support/hero-pages';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * One hero page of each kind, laid out in a browser: every hero page's HTML (its captioned
 * picture, a landing's picture between sections) is read in pictures.spec.ts.
 */
const KIND_PAGES = [
  ROUTE_KINDS['services index'],
  ROUTE_KINDS.service,
  ROUTE_KINDS.about,
  ROUTE_KINDS.contact,
  ROUTE_KINDS.landing,
  ROUTE_KINDS['city page'],
  ROUTE_KINDS.ebook,
];
const notHeroes = KIND_PAGES.filter((path) => !HERO_PAGES.includes(path));
if (notHeroes.length > 0) throw new Error(`Not hero pages: ${notHeroes.join(', ')}`);

test.use({ viewport: DESKTOP });
test.beforeEach(async ({ page }) => {
  // Sections slide in as they scroll into view; measured still, where they end up.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The hero: the page's own header, which holds its h1. */
const hero = (page: Page) => page.locator('main header').filter({ has: page.locator('h1') });

/**
 * How many sections in a row put their heading beside their text, at most, in page order
 * (a picture between them ends a run).
 */
async function longestBesideRun(page: Page): Promise<number> {
  return page.locator('main').evaluate((main) => {
    let run = 0;
    let longest = 0;
    for (const block of main.querySelectorAll(':scope > section, :scope > figure')) {
      const heading = block.querySelector('h2');
      const beside =
        block.tagName === 'SECTION' &&
        heading !== null &&
        [...block.querySelectorAll('p, ul, ol, dl')].some((el) => {
          const [h, r] = [heading.getBoundingClientRect(), el.getBoundingClientRect()];
          return r.left >= h.right && r.top < h.bottom && r.width > 0;
        });
      run = beside ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest;
  });
}

/**
 * Each hero page is loaded once for all of its checks: the run of "heading beside text"
 * sections, the first screen's picture and, on a landing, the picture between its sections.
 * Each check is a step, named in a failure.
 */
test.describe('the first 1280×800 screen and the sections under it', () => {
  for (const path of KIND_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await test.step(`no more than ${MAX_BESIDE_IN_A_ROW} "heading left, text right" sections in a row`, async () => {
        // Soft: a failure here still lets the hero's check run and report.
        expect.soft(await longestBesideRun(page)).toBeLessThanOrEqual(MAX_BESIDE_IN_A_ROW);
      });
      await test.step('the hero has our drawing beside its heading, wholly in the first screen', async () => {
        const picture = hero(page).locator('img').filter({ visible: true }).first();
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAttribute('alt', /\w{3,}/);
        await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
        const box = (await picture.boundingBox())!;
        // Wholly in the first screen, and a picture, not an ornament: a tenth of the screen at least.
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
        expect(box.width * box.height).toBeGreaterThanOrEqual((DESKTOP.width * DESKTOP.height) / 10);
        // Beside the heading, so no half of the screen is empty.
        const heading = (await hero(page).locator('h1').boundingBox())!;
        expect(box.x).toBeGreaterThan(heading.x + heading.width - 1);
        // Its alt text says what it is, a drawing; the first screen carries no disclaimer.
        await expect(picture).toHaveAttribute('alt', /^(Our drawing|Cover of .*, drawn by Byer Company)/);
        await expect(hero(page).locator('figcaption')).toHaveCount(0);
      });
      if (LANDING_PAGES.has(path))
        await test.step('a landing shows a picture between its sections, captioned as a drawing', async () => {
          const between = page.locator('main > section ~ figure').filter({ has: page.locator('img') });
          await expect(between).toHaveCount(1);
          await expect(between.locator('figcaption')).toHaveText(/^Illustration: /);
          await expect(page.locator('main > figure + section')).toHaveCount(1);
        });
    });
  }
});

test.describe('the work index on a phone', () => {
  test.use({ viewport: PHONE });

  test('shows the first case image in the first screen, under one heading', async ({ page }) => {
    await page.goto(ROUTES.caseStudies);
    const first = page.locator('#case-studies li img').filter({ visible: true }).first();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // One heading above the work: the h1, not a second title for the same list.
    await expect(page.locator('h1')).toHaveCount(1);
    const headingsBeforeWork = await page.locator('main').evaluate((main) => {
      const work = main.querySelector('#case-studies li');
      return [...main.querySelectorAll('h1, h2, h3')].filter(
        (h) => work && h.compareDocumentPosition(work) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).length;
    });
    expect(headingsBeforeWork).toBe(1);
  });

  test('folds the filters into one control that keyboards and screen readers can open', async ({ page }) => {
    await page.goto(ROUTES.caseStudies);
    const filters = page.getByRole('navigation', { name: 'Filter case studies' });
    const toggle = filters.locator('summary');
    await expect(filters.getByRole('link').filter({ visible: true })).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(filters.locator('details')).toHaveAttribute('open', '');
    const links = filters.getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(filters.getByRole('link', { name: 'All work' })).toHaveAttribute('aria-current', 'page');
    // Each filter is still its own page, reached without a script.
    const href = await links.nth(1).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${ROUTES.caseStudies}/(service|industry)/`));
    await page.goto(href!);
    await expect(page.locator('summary')).toContainText('Showing:');
    await expect(page.locator('summary')).not.toContainText('All work');
  });
});
