import { listCaseStudies } from '@/lib/content/server';
import { ROUTES } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';

// The empty-cell check over every page kind at 390, 768 and 1280 px runs in kinds.spec.ts,
// on the same page load as its image check.

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
