import { expect, type Page } from '@playwright/test';

import { HEADER_SCROLL_THRESHOLD } from '@/lib/layout/header-scroll';

/** Down through the header's threshold and far past it, then back up to the top. */
const T = HEADER_SCROLL_THRESHOLD;
export const HEADER_POSITIONS = [0, 30, 80, T - 1, T + 1, 400, 900, 700, 400, T + 1, T - 1, 80, 30, 0];

/** Frames the header may take to settle after a jump: a few transitions' worth. */
const SETTLE_FRAMES = 300;

/**
 * Jumps without smooth scrolling, then waits, inside the page, for the header's frame and its
 * transitions to end: one round trip a position, checked every frame.
 */
export async function scrollToY(page: Page, y: number) {
  const settled = await page.evaluate(
    async ({ top, limit }) => {
      const frame = () => new Promise(requestAnimationFrame);
      window.scrollTo({ top, behavior: 'instant' });
      const target = Math.min(top, document.documentElement.scrollHeight - innerHeight);
      const header = document.querySelector('header')!;
      let frames = 0;
      for (; Math.round(window.scrollY) !== target && frames < limit; frames += 1) await frame();
      // The scroll handler runs on the next frame; its state change starts the transitions.
      await frame();
      await frame();
      for (; header.getAnimations({ subtree: true }).length > 0 && frames < limit; frames += 1) await frame();
      return frames < limit;
    },
    { top: y, limit: SETTLE_FRAMES },
  );
  expect(settled, `the page or its header still moving ${SETTLE_FRAMES} frames after a jump to ${y}px`).toBe(
    true,
  );
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
