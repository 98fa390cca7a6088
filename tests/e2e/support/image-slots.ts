import type { Page } from '@playwright/test';

import { sizesWidthAt } from '@/lib/layout/image-sizes';

import { candidatesOf } from './served';

/** The density sharpness is judged at: a retina screen. */
export const DEVICE_PIXEL_RATIO = 2;
/** A file this much narrower than the screen pixels it covers still looks sharp. */
export const TOLERANCE = 0.95;

interface Laid {
  src: string;
  /** The sizes and srcset the browser reads now: its first <source> whose media holds, else its own. */
  sizes: string;
  srcset: string;
  /** The width the image covers on the page, in CSS pixels. */
  rendered: number;
}

/**
 * The file a browser takes from a srcset for a slot at a device pixel ratio: the narrowest
 * at least as wide as the slot's device pixels, else the widest there is.
 */
const chosenWidth = (widths: readonly number[], slot: number, ratio: number) =>
  widths.find((width) => width >= slot * ratio) ?? widths.at(-1)!;

/**
 * Every visible raster image laid out on the page whose file, as a retina screen would
 * choose it from the srcset for the slot its `sizes` names at this viewport width, has fewer
 * pixels than the image covers. Read from the layout as it stands: no scrolling, no loading;
 * pictures.spec.ts checks every file is as wide as its srcset says, and sharpness.spec.ts
 * that a browser chooses as modelled here.
 */
export async function softImages(page: Page, viewportWidth: number): Promise<string[]> {
  const images = await page.evaluate(() =>
    [...document.querySelectorAll('img')].flatMap((img): Laid[] => {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || !img.checkVisibility()) return [];
      const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
      const source = [...(picture?.querySelectorAll('source') ?? [])].find(
        (s) => !s.media || matchMedia(s.media).matches,
      );
      const chosen = source ?? img;
      const sizes = chosen.getAttribute('sizes');
      const srcset = chosen.getAttribute('srcset');
      return sizes && srcset
        ? [{ src: img.getAttribute('src') ?? '', sizes, srcset, rendered: box.width }]
        : [];
    }),
  );
  return images.flatMap(({ src, sizes, srcset, rendered }) => {
    const slot = sizesWidthAt(sizes, viewportWidth);
    const widths = candidatesOf(srcset)
      .map((candidate) => candidate.width)
      .sort((a, b) => a - b);
    const file = chosenWidth(widths, slot, DEVICE_PIXEL_RATIO);
    return file < TOLERANCE * DEVICE_PIXEL_RATIO * rendered
      ? [`${src}: a ${file} px file for ${Math.round(rendered)} CSS px (its sizes say ${Math.round(slot)})`]
      : [];
  });
}
