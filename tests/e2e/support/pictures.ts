import { expect, type Page } from '@playwright/test';

/**
 * The file each picture on the page shows, once every one of them has its file. Each is
 * brought into view and waited for in turn: a lazy picture passed too quickly on the way
 * down may never have met the viewport, and would never load.
 */
export async function shownPictureSources(page: Page): Promise<string[]> {
  const shown = page.locator('picture img').filter({ visible: true });
  for (const img of await shown.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== ''))
      .toBe(true);
  }
  await page.waitForLoadState('networkidle');
  return shown.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
}
