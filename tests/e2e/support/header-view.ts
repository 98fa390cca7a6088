import { expect, type Page } from '@playwright/test';

import { HEADER_SCROLL_THRESHOLD } from '@/lib/layout/header-scroll';

/** Down through the header's threshold and far past it, then back up to the top. */
const T = HEADER_SCROLL_THRESHOLD;
export const HEADER_POSITIONS = [0, 30, 80, T - 1, T + 1, 400, 900, 700, 400, T + 1, T - 1, 80, 30, 0];

/** Jumps without smooth scrolling, then waits for the header's frame and its transitions. */
export async function scrollToY(page: Page, y: number) {
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

export interface HeaderSeen {
  /** The header is on screen with no background colour, frosted or not. */
  clear: boolean;
  /** The header is on screen with no background colour and no frosted glass. */
  bare: boolean;
  /** Page text whose boxes share the header's screen area while it is bare. */
  under: string[];
}

/** Where the header stands and the text boxes of the rest of the page under it. */
export const lookUnderHeader = (page: Page) =>
  page.evaluate((): HeaderSeen => {
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
