import { listCaseStudies } from '@/lib/content/server';
import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { ROUTES } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';

/** The phone, tablet and desktop widths the layout is drawn for. */
const WIDTHS = [390, 768, 1280] as const;

/**
 * Every grid of equal cells on the page whose last row stops short of the first: an empty
 * cell. Read from the layout itself, so it holds for CSS grid and wrapping flex alike; rows
 * of unequal items (chips, links) are not cells and are left alone.
 */
function gridsWithEmptyCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A pixel and a half of rounding between boxes that line up.
    const SLACK = 1.5;
    const near = (a: number, b: number) => Math.abs(a - b) <= SLACK;
    const found: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(grid);
      const wraps = style.display.endsWith('flex') && style.flexWrap === 'wrap';
      if (!style.display.endsWith('grid') && !wraps) continue;
      const cells = [...grid.children]
        .filter((child) => !['absolute', 'fixed'].includes(getComputedStyle(child).position))
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const rows: DOMRect[][] = [];
      for (const box of cells) {
        const row = rows.find((r) => near(r[0]!.top, box.top));
        if (row) row.push(box);
        else rows.push([box]);
      }
      const [first] = rows;
      const last = rows.at(-1)!;
      if (!first || rows.length < 2 || first.length < 2) continue;
      if (!first.every((box) => near(box.width, first[0]!.width))) continue;
      const right = (row: DOMRect[]) => Math.max(...row.map((box) => box.right));
      const left = (row: DOMRect[]) => Math.min(...row.map((box) => box.left));
      if (near(right(last), right(first)) && near(left(last), left(first))) continue;
      const name = `${grid.tagName.toLowerCase()}${grid.id ? `#${grid.id}` : ''}.${[...grid.classList].join('.')}`;
      const heading = grid.closest('section')?.querySelector('h2, h3')?.textContent ?? 'no heading';
      found.push(`${name} under "${heading}": rows of ${rows.map((row) => row.length).join(' + ')}`);
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test.describe(`no grid leaves an empty cell at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [kind, route] of Object.entries(ROUTE_KINDS)) {
      test(`on the ${kind} page`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
        expect(await gridsWithEmptyCells(page)).toEqual([]);
      });
    }
  });
}

test.describe('the home page leads with the work', () => {
  const [featured] = listCaseStudies();
  if (!featured) throw new Error('The home page features a case study: the content has none');
  const workImage = (page: Page) => page.locator('main img').first();
  const workLink = (page: Page) => page.locator('main').getByRole('link', { name: featured.client }).first();

  test('at 1280 × 800 the first screen shows the headline and a piece of work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.home);
    for (const shown of [page.locator('h1'), workImage(page), workLink(page)]) {
      const box = await shown.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    }
  });

  test('at 390 px the work starts within the second screen', async ({ page }) => {
    const screen = { width: 390, height: 844 };
    await page.setViewportSize(screen);
    await page.goto(ROUTES.home);
    expect((await workImage(page).boundingBox())?.y).toBeLessThan(2 * screen.height);
  });

  test('its picture is preloaded and eager; every other image is lazy, with its size', async ({ page }) => {
    await page.goto(ROUTES.home);
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const srcset =
      (await workImage(page).locator('xpath=..').locator('source').first().getAttribute('srcset')) ?? '';
    expect(srcset).toBe(await preload.getAttribute('imagesrcset'));
    await expect(workImage(page)).toHaveAttribute('loading', 'eager');
    const images = await page.locator('main img, footer img').all();
    for (const img of images.slice(1)) await expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of images) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
  });
});
