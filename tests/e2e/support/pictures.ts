import { expect, type Page } from '@playwright/test';

/** The file each picture on the page in view shows, once every one of them has its file. */
export async function shownPictureSources(page: Page): Promise<string[]> {
  const shown = page.locator('picture img').filter({ visible: true });
  await expect
    .poll(
      () =>
        shown.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc),
        ),
      // Lazy pictures passed on the way down load while the suite's other worker is busy too.
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  return shown.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
}
