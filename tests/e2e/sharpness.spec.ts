/**
 * kinds.spec.ts judges every image's sharpness from the file a browser would choose for the
 * slot its `sizes` names; here the browser makes the choice. On the home page, at a phone's
 * width on a retina screen, every image is brought into view and its chosen file decoded:
 * none has fewer pixels than the screen gives it.
 */
import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';

import { expect, type Page, test } from './support/fixtures';
import { GRID_WIDTHS } from './support/grids';
import { DEVICE_PIXEL_RATIO, TOLERANCE } from './support/image-slots';

interface Measured {
  src: string;
  /** The width the image covers on the page, in CSS pixels. */
  rendered: number;
  /** The chosen file's own width in pixels, decoded from the file itself. */
  file: number;
}

/**
 * Brings each raster image on the page into view (so lazy ones load), then reads which file the
 * browser chose and decodes that file for its own width: `naturalWidth` would not do, as the
 * browser divides it by the density it derived from `sizes`.
 */
async function measureImages(page: Page): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const img of await page.locator('img').all()) {
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== ''))
      .toBe(true);
    const found = await img.evaluate(async (el: HTMLImageElement) => {
      // SVG is drawn at any size: never soft.
      if (new URL(el.currentSrc).pathname.endsWith('.svg')) return null;
      const bitmap = await createImageBitmap(await (await fetch(el.currentSrc)).blob());
      const file = bitmap.width;
      bitmap.close();
      return { src: new URL(el.currentSrc).pathname, rendered: el.getBoundingClientRect().width, file };
    });
    if (found) measured.push(found);
  }
  return measured;
}

const width = GRID_WIDTHS[0];
test.use({ viewport: { width, height: 900 }, deviceScaleFactor: DEVICE_PIXEL_RATIO });

test(`every image on the home page at ${width} px, device pixel ratio ${DEVICE_PIXEL_RATIO}, is sharp as the browser chose it`, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(ROUTE_KINDS.home);
  const images = await measureImages(page);
  expect(images.length).toBeGreaterThan(0);
  expect(
    images
      .filter(({ rendered, file }) => file < TOLERANCE * rendered * DEVICE_PIXEL_RATIO)
      .map((image) => `${image.src}: file ${image.file} px for ${Math.round(image.rendered)} CSS px`),
  ).toEqual([]);
});
