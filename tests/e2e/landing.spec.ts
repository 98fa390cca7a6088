/** A local landing page's layout at a phone's, a tablet's and a desktop's width. */
import { listLandings } from '@/lib/content/server';
import { PAGE_GUTTER } from '@/lib/layout/image-sizes';
import { landingPath } from '@/lib/routes';

import { expect, test } from './support/fixtures';

const withInterlude = listLandings().filter((landing) => landing.interlude?.rendered);
const [landing] = withInterlude;
/** The page's side gutter in CSS px (1rem = 16 px). */
const gutter = PAGE_GUTTER * 16;

for (const width of [390, 768, 1280])
  test(`a landing's drawing between the sections is centred in the column, clear of the edges, at ${width} px`, async ({
    page,
  }) => {
    test.skip(!landing, 'no landing has a drawing between its sections');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(landingPath(landing!));
    const picture = page.getByRole('img', { name: landing!.interlude!.alt, exact: true });
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    const screen = await page.evaluate(() => document.documentElement.clientWidth);
    const [left, right] = [box.x, screen - box.x - box.width];
    expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThanOrEqual(1);
    expect(left).toBeGreaterThanOrEqual(gutter - 0.5);
  });
