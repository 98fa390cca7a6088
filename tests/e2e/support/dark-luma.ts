import sharp from 'sharp';

import { lumaOf } from '@/lib/media/types';

import { expect, type Locator, type Page } from './fixtures';

/** Mean luma of what the screen shows in the element's box. */
async function shownLuma(image: Locator): Promise<number> {
  const { data, info } = await sharp(await image.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) sum += lumaOf(data[i]!, data[i + 1]!, data[i + 2]!);
  return sum / (data.length / info.channels);
}

/**
 * Every picture of the page's main as the screen shows it (icons and marks apart), each
 * scrolled to and loaded: how many were measured, those brighter than `maxLuma`, and those
 * drawn through a CSS filter.
 */
export async function picturesShown(page: Page, maxLuma: number) {
  const images = page.locator('main img').filter({ visible: true });
  const count = await images.count();
  const glaring: string[] = [];
  const filtered: string[] = [];
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const box = (await image.boundingBox())!;
    if (box.width < 48 || box.height < 48) continue;
    const shown = await image.evaluate((img) => ({
      filter: getComputedStyle(img).filter,
      src: (img as HTMLImageElement).currentSrc,
    }));
    if (shown.filter !== 'none') filtered.push(`${shown.src}: ${shown.filter}`);
    const luma = await shownLuma(image);
    if (luma > maxLuma) glaring.push(`${shown.src}: ${luma.toFixed(3)}`);
  }
  return { count, glaring, filtered };
}
