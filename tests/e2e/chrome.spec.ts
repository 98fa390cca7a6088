import AxeBuilder from '@axe-core/playwright';

import { categories, menus, site } from '../../lib/content/lists';
import { getContactFacts } from '../../lib/content/server';
import { firstPaintTricksOn } from '../../lib/first-paint';
import { AFTER_PAINT_LIST_ID } from '../../lib/first-paint/after-paint';
import { COMPILE_HINT } from '../../lib/first-paint/compile-hints';
import { HEADER_SCROLL_THRESHOLD } from '../../lib/layout/header-scroll';
import { groupLinks } from '../../lib/layout/nav';
import { REVEAL_DURATION_S } from '../../lib/layout/reveal';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { scrollToY } from './support/header-view';

/** Opens a page; the fixture's goto returns once it is interactive. */
async function open(page: Page, path = '/') {
  await page.goto(path);
}

/** Sums the page's layout shifts not caused by input, from the first frame on. */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: { at: number; value: number }[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
      }[]) {
        if (!entry.hadRecentInput) w.layoutShifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const { layoutShifts } = window as unknown as { layoutShifts: { at: number; value: number }[] };
    return layoutShifts.reduce((sum, shift) => sum + shift.value, 0);
  });

/** Counts only what happens from now on. */
const resetLayoutShift = (page: Page) =>
  page.evaluate(() => ((window as unknown as { layoutShifts: unknown[] }).layoutShifts = []));

const header = (page: Page) => page.locator('header').first();
const headerBottom = (page: Page) =>
  header(page).evaluate((element) => element.getBoundingClientRect().bottom);

/** Built with FIRST_PAINT_TRICKS=off, the pages are Next's own: linked sheets, script tags in the head. */
const tricksOff = !firstPaintTricksOn(process.env.FIRST_PAINT_TRICKS);
const TRICKS_OFF_REASON = 'FIRST_PAINT_TRICKS=off';

test.describe('header on scroll', () => {
  test(`gets its background past ${HEADER_SCROLL_THRESHOLD}px, not before`, async ({ page }) => {
    await open(page);
    const background = () => header(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    await scrollToY(page, HEADER_SCROLL_THRESHOLD - 1);
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await scrollToY(page, HEADER_SCROLL_THRESHOLD + 1);
    await expect(header(page)).toHaveAttribute('data-scrolled');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await scrollToY(page, HEADER_SCROLL_THRESHOLD - 1);
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
  });

  test(`is shown without a background at every depth up to ${HEADER_SCROLL_THRESHOLD}px, down and up`, async ({
    page,
  }) => {
    await open(page);
    const T = HEADER_SCROLL_THRESHOLD;
    for (const y of [60, 120, T - 1, T, 600, T - 1, 120, 60]) {
      await scrollToY(page, y);
      if (y > T) continue;
      await expect(header(page), `at ${y}px`).not.toHaveAttribute('data-hidden');
      await expect(header(page), `at ${y}px`).not.toHaveAttribute('data-scrolled');
      await expect
        .poll(() => header(page).evaluate((element) => element.getBoundingClientRect().top), {
          message: `at ${y}px`,
        })
        .toBe(0);
      expect(await header(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );
    }
  });

  test('hides scrolling down past the threshold and comes back scrolling up', async ({ page }) => {
    await open(page);
    await scrollToY(page, HEADER_SCROLL_THRESHOLD - 40);
    await scrollToY(page, HEADER_SCROLL_THRESHOLD - 10);
    await expect(header(page)).not.toHaveAttribute('data-hidden');
    await scrollToY(page, 600);
    await expect(header(page)).toHaveAttribute('data-hidden');
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    await scrollToY(page, 500);
    await expect(header(page)).not.toHaveAttribute('data-hidden');
    await expect.poll(() => header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
  });

  test('hiding and gaining the background shift nothing on the page', async ({ page }) => {
    await trackLayoutShift(page);
    await open(page);
    // Count only what the header does while scrolling; loading is the font test's and Lighthouse's.
    await resetLayoutShift(page);
    const mainTop = () =>
      page.locator('main').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    for (const y of [100, 400, 900, 700, 300, 0]) {
      // Past the header's slide: the scroll handled, its transitions run out.
      await scrollToY(page, y);
      expect(await mainTop()).toBe(before);
    }
    expect(await layoutShift(page)).toBe(0);
  });

  test('a keyboard user inside a hidden header sees it', async ({ page }) => {
    await open(page);
    await scrollToY(page, 100);
    await scrollToY(page, 800);
    await expect(header(page)).toHaveAttribute('data-hidden');
    await header(page).getByRole('link', { name: 'Get Started' }).focus();
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);
  });
});

test.describe('desktop navigation', () => {
  test('marks the current page and opens one dropdown at a time', async ({ page }) => {
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'White-Label Digital Marketing' })).toBeVisible();
    const servicesMenu = menus.find((menu) => menu.group === 'Services')!;
    await expect(page.locator('#nav-services a')).toHaveCount(groupLinks(servicesMenu).length);
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Podcast/ })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeFocused();
    await expect(header(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  test('the logo is a home link named by its visible text, at its fixed size', async ({ page }) => {
    await open(page, '/about');
    const home = header(page).getByRole('link', { name: site.name, exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveText(site.name);
    // Plain text, not SVG <text>: cheaper first layout, and the mark itself is hidden from screen readers.
    await expect(page.locator('svg text')).toHaveCount(0);
    await expect(home.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await home.boundingBox()).toMatchObject({ width: 164, height: 32 });
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, shows one group at a time with Back, keeps focus inside, and closes on Escape', async ({
    page,
  }) => {
    // About forty steps, each waiting on the page: 27–33 s on a loaded two-core CI machine.
    test.setTimeout(60_000);
    await open(page);
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Work With Us' })).toHaveAttribute('href', '/contact');

    const groups = menu.getByRole('group');
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(groups.filter({ visible: true })).toHaveCount(1);
    await expect(menu.getByRole('group', { name: 'Services' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Email Marketing' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Work' })).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Back' }).filter({ visible: true })).toBeFocused();

    await menu.getByRole('button', { name: 'Back' }).filter({ visible: true }).click();
    await expect(groups.filter({ visible: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Services' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();

    await menu.getByRole('button', { name: 'Work' }).click();
    await expect(groups.filter({ visible: true })).toHaveCount(1);
    await expect(menu.getByRole('group', { name: 'Work' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Services' })).toBeHidden();
    await menu.getByRole('button', { name: 'Back' }).filter({ visible: true }).click();

    const focusable = await menu.locator('a[href]:visible, button:visible').count();
    for (let step = 0; step < focusable + 3; step += 1) {
      await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });

  test('closes on navigation and starts again from the top level', async ({ page }) => {
    await open(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('button', { name: 'Work' }).click();
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/work\/portfolio$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('group').filter({ visible: true })).toHaveCount(0);
  });
});

test.describe('theme', () => {
  /** Records the theme the moment <body> exists, i.e. before anything can paint. */
  const recordThemeAtFirstPaint = (page: Page) =>
    page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  const themeAtBody = (page: Page) =>
    page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody);
  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

  test('follows the system preference while nothing is saved', async ({ page }) => {
    await recordThemeAtFirstPaint(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page);
    expect(await themeAtBody(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the choice is saved and applied before the first paint on reload, without hydration errors', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await recordThemeAtFirstPaint(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page);
    expect(await themeAtBody(page)).toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');

    await page.reload();
    expect(await themeAtBody(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('the server HTML carries no theme: the head script sets it', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<html[^>]*data-theme/);
    expect(html).toMatch(/<head>.*<script>\(function\(\)\{var t;try\{t=localStorage/s);
  });
});

test.describe('scroll reveal', () => {
  const belowFold = (page: Page) => page.locator('[data-reveal]').last();
  const firstOnScreen = (page: Page) => page.locator('[data-reveal]').first();
  const opacityOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);
  const opacity = (page: Page) => opacityOf(belowFold(page));
  /** The CSS entrance: at most the stagger of two items plus one duration, and some slack. */
  const entranceTimeout = 3 * REVEAL_DURATION_S * 1000 + 1_000;

  test('a section below the fold fades in when scrolled to, and hides again when left', async ({ page }) => {
    await open(page);
    expect(
      await belowFold(page).evaluate((element) => element.getBoundingClientRect().top > window.innerHeight),
    ).toBe(true);
    // The engine arrives after hydration and hides what is off screen.
    await expect.poll(() => opacity(page), { timeout: 5_000 + REVEAL_DURATION_S * 1000 }).toBe('0');
    await belowFold(page).evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect.poll(() => opacity(page), { timeout: 5_000 + REVEAL_DURATION_S * 1000 }).toBe('1');
    await scrollToY(page, 0);
    await expect.poll(() => opacity(page), { timeout: 5_000 }).toBe('0');
  });

  test('with reduced motion, every section is fully visible at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const opacities = await page
      .locator('[data-reveal], [data-reveal] > *')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(2);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    expect(await belowFold(page).evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  });

  test('without JavaScript, sections still come in and stay visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => opacityOf(firstOnScreen(page)), { timeout: entranceTimeout }).toBe('1');
    // A section below the fold is not rendered (content-visibility: auto), so its entrance
    // starts when it is scrolled to, as the visitor does; on a loaded machine, not before.
    await belowFold(page).scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(page), { timeout: entranceTimeout }).toBe('1');
    await context.close();
  });

  test('the first screen appears before any script has run', async ({ page }) => {
    // Hold every script back: what the visitor sees first must not wait for them.
    await page.route('**/_next/static/**/*.js', () => new Promise(() => {}));
    await page.goto('/services/search-engine-optimization', { waitUntil: 'commit' });
    // The entrance runs from the first paint, which a loaded machine may hold back a while.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect.poll(() => opacityOf(firstOnScreen(page)), { timeout: entranceTimeout }).toBe('1');
  });

  test('the page paints from its HTML alone, and its scripts are fetched after that paint', async ({
    page,
  }) => {
    test.skip(tricksOff, TRICKS_OFF_REASON);
    await open(page, '/services/search-engine-optimization');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(await page.locator('style[data-inlined]').count()).toBeGreaterThan(0);
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint).toBeLessThan(firstScript);
  });

  /** The faces the page declares (the brand faces' cuts and the rest of their Latin, the stand-ins). */
  const fontFaces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts].map((face) => ({
        family: face.family,
        display: face.display,
        status: face.status,
      })),
    );
  const fontRequests = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.name),
    );
  /** The fonts the browser drew an element's own text with (DevTools' "Rendered fonts"), by family name. */
  async function renderedFonts(page: Page, selector: string): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    } finally {
      await cdp.detach();
    }
  }
  /**
   * The brand face's text in the first screen of a service page: the wordmark and headings,
   * body text, the navigation and the header's button.
   */
  const BRAND_TEXT = ['header a[href="/"] span span', 'main h1', 'main h2', 'main p'];
  /** The desktop bar's links and button (from 70rem; a phone has them in the menu). */
  const DESKTOP_TEXT = ['header nav a', 'header a[href="/contact"]'];

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`a first visit and a reload paint the same face, Space Grotesk in every text, and nothing moves, at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await trackLayoutShift(page);
      const rendered: Record<string, string[]>[] = [];
      for (const visit of ['first visit', 'reload']) {
        if (visit === 'first visit') await open(page, '/services/search-engine-optimization');
        else await page.reload();
        const fonts: Record<string, string[]> = {};
        const selectors = viewport.width >= 1120 ? [...BRAND_TEXT, ...DESKTOP_TEXT] : BRAND_TEXT;
        for (const selector of selectors) fonts[selector] = await renderedFonts(page, selector);
        rendered.push(fonts);
        for (const selector of selectors)
          // A variable font names itself after an instance ("Space Grotesk Light"): the family is the start.
          expect(fonts[selector], `${visit}: ${selector}`).toEqual([
            expect.stringMatching(/^Space Grotesk\b/),
          ]);
        // The cut the first paint waits for (block: no text is painted before it, so none
        // swaps), and the rest of Latin, swapped in only where a page needs it.
        const faces = (await fontFaces(page)).filter((face) => !face.family.endsWith(' Fallback'));
        const cut = faces.filter((face) => face.display === 'block');
        expect(
          cut.map((face) => face.status),
          visit,
        ).toEqual(['loaded']);
        expect(
          faces.filter((face) => face.display === 'swap'),
          visit,
        ).toHaveLength(1);
        if (!tricksOff) {
          // Written into the page: no request, nothing to wait for, on any visit.
          expect(await fontRequests(page), visit).toEqual([]);
          await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
        }
        expect(await layoutShift(page), visit).toBe(0);
      }
      expect(rendered[1]).toEqual(rendered[0]);
    });
  }

  test('every start-up script asks to be compiled while it streams in', async ({ page, request }) => {
    test.skip(tricksOff, TRICKS_OFF_REASON);
    await open(page, '/services/search-engine-optimization');
    const sources = JSON.parse(
      (await page.locator(`#${AFTER_PAINT_LIST_ID}`).textContent()) ?? '[]',
    ) as string[];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources)
      expect((await (await request.get(source)).text()).startsWith(`${COMPILE_HINT}\n`), source).toBe(true);
  });
});

test('the progress bar follows the page and is hidden from assistive tech', async ({ page }) => {
  await open(page);
  const bar = page.getByTestId('scroll-progress');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  const progress = () =>
    bar.evaluate((element) => Number(getComputedStyle(element).getPropertyValue('--progress')));
  expect(await progress()).toBe(0);
  // Off-screen sections take their real height once rendered, so the end moves as it comes
  // near: keep going to the end, as a visitor holding End would, until the bar is full.
  const atEnd = () =>
    page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect
    .poll(async () => {
      await atEnd();
      return progress();
    })
    .toBe(1);
});

test('the footer links the blog topics and opens other sites safely', async ({ page }) => {
  await open(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Blog topics' }).getByRole('link')).toHaveCount(
    categories.length,
  );
  for (const name of [
    'Facebook',
    'X',
    'LinkedIn',
    'Instagram',
    'Yelp',
    'Google reviews',
    'Podcast',
    'Sizzle reel',
  ]) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: 'Privacy, terms and cookies' })).toHaveAttribute(
    'href',
    '/legal',
  );
  // The email and city always; the phone, street and postal code only once the agency supplies them.
  const contactFacts = getContactFacts();
  await expect(footer.locator('address')).toContainText(`${contactFacts.city}, ${contactFacts.region}`);
  await expect(footer.getByRole('link', { name: contactFacts.email })).toHaveAttribute(
    'href',
    `mailto:${contactFacts.email}`,
  );
  for (const fact of [contactFacts.streetAddress, contactFacts.postalCode])
    if (fact) await expect(footer.locator('address')).toContainText(fact);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(contactFacts.phone ? 1 : 0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

/** The pages themselves are scanned in both themes at both widths by kinds.spec.ts; here the menu only a tap opens. */
test.describe('both themes pass an accessibility audit (contrast included)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme}: the open phone menu`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const audit = new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
      expect((await audit.analyze()).violations).toEqual([]);
    });
  }
});
