import { listCaseStudies } from '@/lib/content/server';
import { caseStudyPath } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';

const studies = listCaseStudies();
/** A case study with a rendered cover and gallery, read from the content (none is named here). */
const showcase = studies.find((study) => study.cover.rendered && study.gallery.length >= 2);
if (!showcase) throw new Error('No case study has a rendered cover and gallery: run npm run media');
const route = caseStudyPath(showcase.slug);

const top = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe('a case study page', () => {
  test('leads with one wide hero picture, preloaded and eager; the gallery is lazy, sized and captioned', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    const hero = page.locator('main figure').first().locator('img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
    const gallery = page.locator('#gallery figure');
    await expect(gallery).toHaveCount(showcase.gallery.length);
    const heroWidth = (await hero.boundingBox())?.width ?? 0;
    for (const [index, figure] of (await gallery.all()).entries()) {
      // A diagram carries its dark rendering beside it: every picture is lazy and sized.
      for (const img of await figure.locator('img').all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('width', /^\d+$/);
        await expect(img).toHaveAttribute('height', /^\d+$/);
      }
      await expect(figure.locator('figcaption')).toHaveText(showcase.gallery[index]?.caption ?? '');
      // Full width: the picture the theme shows is as wide as the hero, not a column of the story.
      const shown = figure.locator('img').filter({ visible: true });
      await expect(shown).toHaveCount(1);
      expect((await shown.boundingBox())?.width).toBeCloseTo(heroWidth, 0);
    }
  });

  test('keeps At a glance and What we delivered beside the story on wide screens, in view as it scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    const facts = page.locator('#at-a-glance').locator('..').locator('..');
    const story = page.locator('#challenge');
    const [factsBox, storyBox] = [await facts.boundingBox(), await story.boundingBox()];
    expect(factsBox!.x).toBeGreaterThan(storyBox!.x + storyBox!.width);
    // Read on to the middle of the story: the facts have stayed at the top of the view.
    await page.evaluate((y) => window.scrollTo(0, y - 200), await top(page, '#approach-heading'));
    await expect(page.locator('#approach-heading')).toBeInViewport();
    await expect(page.locator('#at-a-glance')).toBeInViewport();
    await expect(page.locator('#delivered')).toBeInViewport();
  });

  test('puts the facts before the pictures on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const gallery = await top(page, '#gallery-heading');
    expect(await top(page, '#at-a-glance')).toBeLessThan(gallery);
    expect(await top(page, '#delivered')).toBeLessThan(gallery);
  });
});

// That the real pages show no proof (the agency has supplied none) is checked on each page
// load of tests/e2e/routes.spec.ts (support/no-proof.ts).

test.describe('At a glance', () => {
  // The longest industry in the content: if it holds, every shorter one does.
  const longest = [...studies].sort((a, b) => b.industry.length - a.industry.length)[0]!;

  for (const width of [390, 1024, 1280])
    test(`shows the industry on at most two lines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(caseStudyPath(longest.slug));
      const value = page
        .locator('section[aria-labelledby="at-a-glance"] dt', { hasText: 'Industry' })
        .locator('xpath=following-sibling::dd');
      await expect(value).toHaveText(longest.industry);
      const lines = await value.evaluate((dd) => {
        // Lines of text, counted from the text's own boxes (one per line), not the box's height.
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, longest.industry).toBeLessThanOrEqual(2);
    });
});
