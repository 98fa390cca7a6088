import { HERO_ANIMATION_SRC } from '@/components/lottie/HeroAnimation';

import { expect, test } from './support/fixtures';

const box = (page: import('@playwright/test').Page) => page.getByTestId('hero-animation');

/**
 * The box's place in the page's layout. Offsets leave transforms out: the section's entrance
 * slides it in with one, and under load that can still be running when the box is measured.
 */
const layoutBox = (page: import('@playwright/test').Page) =>
  box(page).evaluate((element: HTMLElement) => {
    let top = 0;
    let left = 0;
    for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
      top += node.offsetTop;
      left += node.offsetLeft;
    }
    return { top, left, width: element.offsetWidth, height: element.offsetHeight };
  });

test('the hero animation has its box before it loads and plays once loaded', async ({ page }) => {
  const animationRequest = page.waitForRequest((request) => request.url().endsWith(HERO_ANIMATION_SRC));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // It loads when it comes into view, between the page's sections.
  await box(page).scrollIntoViewIfNeeded();
  const reserved = await layoutBox(page);
  expect(reserved.height).toBeGreaterThan(100);
  await expect(box(page)).toHaveAttribute('aria-hidden', 'true');
  await animationRequest;
  await expect(box(page).locator('svg')).toBeVisible();
  // Nothing moved when the player arrived.
  expect(await layoutBox(page)).toEqual(reserved);
  const transform = () => box(page).locator('svg g[transform]').first().getAttribute('transform');
  const first = await transform();
  await expect.poll(transform).not.toBe(first);
});

test('under reduced motion the animation shows a still frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await box(page).scrollIntoViewIfNeeded();
  await expect(box(page).locator('svg')).toBeVisible();
  const snapshot = () => box(page).locator('svg').innerHTML();
  const first = await snapshot();
  // A playing animation draws a new frame at every animation frame; a still one draws none.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 30; frame += 1) await new Promise(requestAnimationFrame);
  });
  expect(await snapshot()).toBe(first);
});
