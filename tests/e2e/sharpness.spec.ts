import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';

import { expect, type Page, test } from './support/fixtures';
import { GRID_WIDTHS, gridsWithEmptyCells } from './support/grids';

/**
 * The layout's own widths (phone, tablet, desktop), on a retina screen. Wider screens pick
 * what 1280 px does: the container is 72rem from 1200 px on, and every image's `sizes` says
 * so (pictures.spec.ts, on every page).
 */
const WIDTHS = GRID_WIDTHS;
const DEVICE_PIXEL_RATIO = 2;
/** A file this much narrower than the screen pixels it covers still looks sharp. */
const TOLERANCE = 0.95;

interface Measured {
  src: string;
  /** The width the image covers on the page, in CSS pixels. */
  rendered: number;
  /** The chosen file's own width in pixels, decoded from the file itself. */
  file: number;
  /** The widest candidate of the srcset the browser chose from. */
  largest: number;
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
      const chosen = el.currentSrc;
      const sets = [...(el.parentElement?.querySelectorAll('source') ?? []), el].map(
        (node) => node.getAttribute('srcset') ?? '',
      );
      const candidates = sets
        .map((set) =>
          set
            .split(',')
            .map((entry) => entry.trim().split(/\s+/))
            .filter(([url, width]) => url && width?.endsWith('w'))
            .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: parseInt(width!, 10) })),
        )
        .find((set) => set.some((candidate) => candidate.url === chosen));
      const blob = await (await fetch(chosen)).blob();
      const bitmap = await createImageBitmap(blob);
      const file = bitmap.width;
      bitmap.close();
      return {
        src: new URL(chosen).pathname,
        rendered: el.getBoundingClientRect().width,
        file,
        largest: Math.max(file, ...(candidates ?? []).map((candidate) => candidate.width)),
      };
    });
    if (found) measured.push(found);
  }
  return measured;
}

/** Soft: the file has fewer pixels than the screen gives it, whatever the srcset offered. */
const isSoft = ({ rendered, file }: Measured) => file < TOLERANCE * rendered * DEVICE_PIXEL_RATIO;

/**
 * One load of each page kind at each width serves two checks: no grid leaves an empty cell,
 * measured first, before any scrolling; then every image is sharp. Each check is a step, named in a failure.
 */
for (const width of WIDTHS) {
  test.describe(`at ${width} px, device pixel ratio ${DEVICE_PIXEL_RATIO}: no grid leaves an empty cell, images are sharp`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: DEVICE_PIXEL_RATIO });

    for (const [kind, route] of Object.entries(ROUTE_KINDS)) {
      test(`on the ${kind} page`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
        await test.step(`no grid leaves an empty cell at ${width} px`, async () => {
          // Soft: a failure here still lets the image check run and report.
          expect.soft(await gridsWithEmptyCells(page)).toEqual([]);
        });
        await test.step(`images are sharp at ${width} px`, async () => {
          const images = await measureImages(page);
          const soft = images.filter(isSoft);
          test.info().annotations.push({
            type: 'images',
            description: `${images.length} checked, ${soft.length} soft`,
          });
          expect(
            soft.map(
              (image) =>
                `${image.src}: file ${image.file} px for ${Math.round(image.rendered)} CSS px (largest ${image.largest})`,
            ),
          ).toEqual([]);
        });
      });
    }
  });
}
