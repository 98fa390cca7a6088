import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { HEADER_SCROLL_THRESHOLD } from '@/lib/layout/header-scroll';

import { expect, type Page, test } from './support/fixtures';

/**
 * No text of the page ever shares the screen with a bare header, one with neither a background
 * nor its frosted glass: at every scroll position, scrolling down and back up, on each kind of
 * page, at a phone's and two desktop widths, in both themes.
 */
const PAGES = [
  'home',
  'service',
  'case study',
  'about',
  'blog',
  'post',
] as const satisfies (keyof typeof ROUTE_KINDS)[];
const WIDTHS = [390, 1280, 1440] as const;
const THEMES = ['light', 'dark'] as const;

/** Down through the threshold and far past it, then back up to the top. */
const T = HEADER_SCROLL_THRESHOLD;
const POSITIONS = [0, 30, 80, T - 1, T + 1, 400, 900, 700, 400, T + 1, T - 1, 80, 30, 0];

/** Jumps without smooth scrolling, then waits for the header's frame and its transitions. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction(
    (top) =>
      Math.round(window.scrollY) === Math.min(top, document.documentElement.scrollHeight - innerHeight),
    y,
  );
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  await expect
    .poll(() =>
      page
        .locator('header')
        .first()
        .evaluate((element) => element.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
}

interface Seen {
  /** The header is on screen with no background colour, frosted or not. */
  clear: boolean;
  /** The header is on screen with no background colour and no frosted glass. */
  bare: boolean;
  /** Page text whose boxes share the header's screen area while it is bare. */
  under: string[];
}

/** Where the header stands and the text boxes of the rest of the page under it. */
const look = (page: Page) =>
  page.evaluate((): Seen => {
    const header = document.querySelector('header')!;
    const box = header.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.top < innerHeight;
    const alpha = (colour: string) => {
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(colour)?.[1]
          ?.split(/[ ,/]+/)
          .filter(Boolean) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const style = getComputedStyle(header);
    const clear = onScreen && alpha(style.backgroundColor) === 0;
    const bare = clear && !/blur\(\s*[1-9]/.test(style.backdropFilter);
    if (!bare) return { clear, bare, under: [] };
    const under: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || header.contains(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const overlaps = [...range.getClientRects()].some(
        (rect) =>
          // Visually hidden text (1 px, clipped) is for screen readers only.
          rect.width > 1 &&
          rect.height > 1 &&
          rect.right > box.left &&
          rect.left < box.right &&
          rect.bottom > box.top &&
          rect.top < box.bottom,
      );
      if (overlaps) under.push(text.slice(0, 60));
    }
    return { clear, bare, under };
  });

for (const kind of PAGES)
  for (const width of WIDTHS)
    test(`no text under a bare header on the ${kind} page at ${width}px, both themes`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      let clearSeen = 0;
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(ROUTE_KINDS[kind]);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const y of POSITIONS) {
          await scrollToY(page, y);
          const { clear, under } = await look(page);
          if (clear) clearSeen += 1;
          found.push(...under.map((text) => `${theme}, scrolled ${y}px: "${text}"`));
        }
      }
      // The check looked at a header without its background at least at the top of the page.
      expect(clearSeen).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
