/**
 * Dark theme without glare: every picture, as the dark page shows it, has a mean luma of at
 * most DARK_THEME_MAX_LUMA, measured from the screenshot of its box, so no cover is a light
 * slab on the dark page; and each of our pictures is drawn for the dark theme, not dimmed by a
 * filter (only a supplied picture without a dark twin may be). One page of each kind here;
 * every page's raster pictures are measured from their files in pictures.spec.ts.
 */
import sharp from 'sharp';

import { listCaseStudies, listLandings, listPosts, listServices } from '@/lib/content/server';
import { DARK_THEME_MAX_LUMA, lumaOf } from '@/lib/media/types';
import { caseStudyPath, landingPath, postPath, ROUTES, servicePath } from '@/lib/routes';

import { expect, type Locator, test } from './support/fixtures';

const PAGES = [
  ROUTES.home,
  ROUTES.caseStudies,
  ROUTES.portfolio,
  caseStudyPath(listCaseStudies()[0]!.slug),
  ROUTES.services,
  servicePath(listServices()[0]!.slug),
  ROUTES.about,
  ROUTES.contact,
  landingPath(listLandings()[0]!),
  ROUTES.ebook,
  ROUTES.blog,
  postPath(listPosts()[0]!.slug),
];

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

test.use({ viewport: { width: 1280, height: 800 } });

for (const path of PAGES) {
  test(`${path}: no picture is brighter than a mean luma of ${DARK_THEME_MAX_LUMA} in the dark theme`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const images = page.locator('main img').filter({ visible: true });
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    const glaring: string[] = [];
    const filtered: string[] = [];
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          image.evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
      const box = (await image.boundingBox())!;
      if (box.width < 48 || box.height < 48) continue; // icons and marks, not pictures
      const shown = await image.evaluate((img) => ({
        filter: getComputedStyle(img).filter,
        src: (img as HTMLImageElement).currentSrc,
      }));
      if (shown.filter !== 'none') filtered.push(`${shown.src}: ${shown.filter}`);
      const luma = await shownLuma(image);
      if (luma > DARK_THEME_MAX_LUMA) {
        const src = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
        glaring.push(`${src}: ${luma.toFixed(3)}`);
      }
    }
    expect(glaring).toEqual([]);
    // The real content supplies no picture of its own: every picture here is one we drew.
    expect(filtered).toEqual([]);
  });
}
