import { existsSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';

import { listPosts } from '@/lib/content/server';
import { darkSourceOf } from '@/lib/media/types';
import { postPath } from '@/lib/routes';

import { firstContentfulPaint } from './support/first-paint';
import { expect, type Page, test } from './support/fixtures';
import { shownPictureSources } from './support/pictures';
import { applyTheme, THEMES, withoutTransitions } from './support/theme';

/** A post with a cover, inline images and a table, read from the content (none is named here). */
const showcase = listPosts().find(
  (post) =>
    post.cover && post.body.some((b) => b.type === 'image') && post.body.some((b) => b.type === 'table'),
);
if (!showcase) throw new Error('No post has a cover, inline images and a table: the media specs need one');
const route = postPath(showcase.slug);
const inlineCount = showcase.body.filter((b) => b.type === 'image').length;

/** Our images, not the fonts Next serves from /_next/static/media/. */
const isContentImage = (url: string | URL) => new URL(url).pathname.startsWith('/media/');

/** The article's images the current theme displays (a dark rendering's twin is display: none). */
const shownImages = (page: Page) => page.locator('article picture img').filter({ visible: true });

/** Scrolls to the bottom in steps, as a reader would, so lazy images start loading. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      // Two frames at each stop: the lazy-loading observer sees the images come near.
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    }
  });
}

test.describe('content images', () => {
  test('are served as AVIF or WebP with a srcset and their intrinsic size', async ({ page }) => {
    const imageTypes: string[] = [];
    page.on('response', (response) => {
      if (isContentImage(response.url())) imageTypes.push(response.headers()['content-type'] ?? '');
    });
    await page.goto(route);
    // A picture with a dark rendering is written twice; the theme shows one of the two.
    await expect(shownImages(page)).toHaveCount(inlineCount + 1);
    for (const picture of await page.locator('article picture').all()) {
      // One source per format, and one more per format for a picture's phone rendering.
      for (const format of ['avif', 'webp']) {
        const sources = picture.locator(`source[type="image/${format}"]`);
        await expect(sources.first()).toBeAttached();
        for (const source of await sources.all())
          await expect(source).toHaveAttribute('srcset', new RegExp(`/media/\\S+\\.${format} \\d+w`));
      }
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      // The sources choose the file, each with its sizes; the <img> is the one-file fallback.
      for (const source of await picture.locator('source').all())
        await expect(source).toHaveAttribute('sizes', /.+/);
    }
    await readToTheEnd(page);
    await expect.poll(() => imageTypes.length).toBeGreaterThanOrEqual(inlineCount + 1);
    // Chromium takes the first format it supports: AVIF, never the PNG source.
    expect(new Set(imageTypes)).toEqual(new Set(['image/avif']));
  });

  test('the cover is not preloaded (the headline is the largest paint) yet comes without a scroll; images below the fold wait for the reader', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isContentImage(request.url())) requested.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    // A preload would put the cover's download on the path of the headline's paint.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    const [cover, ...inline] = await shownImages(page).all();
    expect(inline).toHaveLength(inlineCount);
    for (const img of inline) await expect(img).toHaveAttribute('loading', 'lazy');
    // The cover, at the foot of the first screen, loads without the reader scrolling...
    await expect
      .poll(() => cover!.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // ...and nothing under the fold has been fetched before the reader scrolls: only the cover.
    await page.waitForLoadState('networkidle');
    const coverPath = new URL(await cover!.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(requested.map((url) => new URL(url).pathname)).toEqual([coverPath]);
    await readToTheEnd(page);
    await expect.poll(() => requested.length).toBeGreaterThan(1);
  });

  test('shift nothing when they arrive late (CLS 0)', async ({ page }) => {
    // A slow network: every image arrives after the article's text has been painted.
    await page.route(isContentImage, async (route) => {
      // Held until the paint, but never held for good: an image let through early fails the
      // "arrived late" check below with its reason, instead of a wait for images that never come.
      try {
        await firstContentfulPaint(page);
      } finally {
        await route.continue();
      }
    });
    // Shifts of the article's own content from the moment the first late image arrives: what an
    // image without its size would cause (a font settling at first paint is not this test's concern).
    await page.addInitScript(() => {
      const state = { firstImageAt: Infinity, shifts: [] as { at: number; value: number }[] };
      (window as unknown as { media: typeof state }).media = state;
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLImageElement)
            state.firstImageAt = Math.min(state.firstImageAt, performance.now());
        },
        true,
      );
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inArticle = entry.sources.some(
            (source) => source.node && document.querySelector('article')?.contains(source.node),
          );
          if (!entry.hadRecentInput && inArticle)
            state.shifts.push({ at: entry.startTime, value: entry.value });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await readToTheEnd(page);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('article img')]
              .filter((img) => img.getClientRects().length > 0)
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    const { firstImageAt, shifts, paintedAt } = await page.evaluate(() => ({
      ...(window as unknown as { media: { firstImageAt: number; shifts: { at: number; value: number }[] } })
        .media,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    }));
    expect(firstImageAt).toBeGreaterThan(paintedAt); // the images really did arrive late
    const late = shifts.filter((shift) => shift.at >= firstImageAt);
    expect(late.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
  });
});

test.describe('dark renderings of diagrams, mockups and charts', () => {
  /** An image whose source has a dark twin beside it (<name>.png → <name>.dark.png). */
  const hasDarkTwin = (src: string) => existsSync(path.join('content/posts', darkSourceOf(src)));
  const post = listPosts().find((p) => p.body.some((b) => b.type === 'image' && hasDarkTwin(b.image.src)));
  if (!post) throw new Error('No post shows an image with a dark rendering: the dark-theme specs need one');
  const images = post.body.flatMap((b) => (b.type === 'image' ? [b.image.src] : []));
  /** Each diagram or chart with a dark twin, and the cover when its palette has a night twin. */
  const withDark = images.filter(hasDarkTwin).length + (post.cover && hasDarkTwin(post.cover.src) ? 1 : 0);
  /** The media step names each file after its source: "<name>.dark-<hash>-<width>.<format>". */
  const isDarkFile = (url: string) => /\.dark-[0-9a-f]{10}-\d+\.\w+$/.test(new URL(url).pathname);

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme, each image shows its ${theme} rendering and is fetched once`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (isContentImage(request.url())) requested.push(request.url());
      });
      await page.goto(postPath(post.slug));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await readToTheEnd(page);
      const shown = shownImages(page);
      await expect(shown).toHaveCount(images.length + (post.cover ? 1 : 0));
      // Every picture on the page has its file (related posts' covers too), each waited for in
      // view: one passed too quickly in the read may not have started loading.
      const onPage = await shownPictureSources(page);
      const srcOf = (imgs: Element[]) => imgs.map((img) => (img as HTMLImageElement).currentSrc);
      const sources = await shown.evaluateAll(srcOf);
      // Each picture with a dark rendering shows the theme's one.
      expect(sources.filter(isDarkFile)).toHaveLength(theme === 'dark' ? withDark : 0);
      // One request per image shown on the page (related posts' covers too), none for a hidden twin.
      expect(onPage).toEqual(expect.arrayContaining(sources));
      expect([...requested].sort()).toEqual([...onPage].sort());
    });
  }
});

test('a table scrolls inside its own box on a 390 px phone, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(route);
  const box = page.getByRole('region', { name: /^Table: / }).first();
  await box.scrollIntoViewIfNeeded();
  const sizes = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
  expect(sizes.page).toBeLessThanOrEqual(390);
  await box.evaluate((element) => element.scrollBy(200, 0));
  expect(await box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('axe finds no violation on a post with a table, a quote and images, in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(route);
  await withoutTransitions(page);
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      // The page around the article is scanned on one post of its kind (kinds.spec.ts).
      const { violations } = await new AxeBuilder({ page }).include('article').analyze();
      found.push(
        ...violations.map(
          (v) => `${width}/${theme}: ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      );
    }
  }
  expect(found).toEqual([]);
});
