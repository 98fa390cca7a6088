import { existsSync } from 'node:fs';
import path from 'node:path';

import { listCaseStudies, listPosts } from '@/lib/content/server';
import { phoneSourceOf } from '@/lib/media/types';
import { caseStudyPath, postPath } from '@/lib/routes';

import { expect, type Page, test } from './support/fixtures';
import { shownPictureSources } from './support/pictures';

/**
 * Diagrams, mockups and charts have a phone layout beside them (<name>.phone.png), which a
 * phone shows instead of the wide picture; pages and counts come from the content.
 */
const hasPhoneTwin = (folder: string, src: string) => existsSync(path.join(folder, phoneSourceOf(src)));

/** Every case study and post showing a labelled picture, with how many it shows. */
const PAGES = [
  ...listCaseStudies().map((s) => ({
    name: `the ${s.slug} case study's gallery`,
    route: caseStudyPath(s.slug),
    labelled: s.gallery.filter((image) => hasPhoneTwin('content/case-studies', image.src)).length,
  })),
  ...listPosts().map((p) => ({
    name: `the post "${p.slug}"`,
    route: postPath(p.slug),
    labelled: p.body.filter((b) => b.type === 'image' && hasPhoneTwin('content/posts', b.image.src)).length,
  })),
].filter((page) => page.labelled > 0);
if (PAGES.length === 0) throw new Error('No case study or post shows a picture with a phone rendering');

/** The media step names each file after its source: "<name>.phone[.dark]-<hash>-<width>.<format>". */
const phoneFile = (url: string) => /\.phone(\.dark)?-[0-9a-f]{10}-\d+\.\w+$/.exec(new URL(url).pathname);
const isContentImage = (url: string) => new URL(url).pathname.startsWith('/media/');

/** Scrolls to the bottom in steps, as a reader would, so lazy images start loading. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    }
  });
}

for (const [index, { name, route, labelled }] of PAGES.entries()) {
  for (const theme of ['light', 'dark'] as const) {
    test(`on a 390 px phone in the ${theme} theme, ${name} shows each labelled picture's phone rendering, one file per picture`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (isContentImage(request.url())) requested.push(request.url());
      });
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await readToTheEnd(page);
      const sources = await shownPictureSources(page);
      const phones = sources.map(phoneFile).filter((match) => match !== null);
      expect(phones).toHaveLength(labelled);
      // The theme's own phone rendering: the dark one in the dark theme, the light one otherwise.
      for (const match of phones) expect(Boolean(match[1]), match[0]).toBe(theme === 'dark');
      // Nothing else downloaded: not the wide picture, not the other theme's twin.
      expect([...requested].sort()).toEqual([...sources].sort());
      // Each shows at its phone shape, reserved before the file came (its <source> has the size).
      for (const img of await page.locator('picture img').filter({ visible: true }).all()) {
        if (!phoneFile(await img.evaluate((el: HTMLImageElement) => el.currentSrc))) continue;
        const { ratio, shown } = await img.evaluate((el: HTMLImageElement) => {
          const source = el.parentElement?.querySelector('source[media]');
          // The picture's own box, inside any border the page draws around it.
          return {
            ratio: Number(source?.getAttribute('height')) / Number(source?.getAttribute('width')),
            shown: el.clientHeight / el.clientWidth,
          };
        });
        expect(shown).toBeCloseTo(ratio, 2);
      }
    });
  }

  // The wide layout is the same component for every page: a case study and a post stand for all.
  if (index > 0 && PAGES[index - 1]?.route.split('/')[1] === route.split('/')[1]) continue;
  test(`at 1280 px, ${name} keeps the wide renderings and never fetches a phone file`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isContentImage(request.url())) requested.push(request.url());
    });
    await page.goto(route);
    await readToTheEnd(page);
    const sources = await shownPictureSources(page);
    expect(sources.length).toBeGreaterThanOrEqual(labelled);
    expect(requested.filter((url) => phoneFile(url))).toEqual([]);
  });
}
