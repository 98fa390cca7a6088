import { expect, type Page, test } from './support/fixtures';
import { PHONE_PAGES, phoneFile } from './support/phone-pages';
import { shownPictureSources } from './support/pictures';

/**
 * In a browser, the first case study and the first post with a phone layout (the components
 * every other page uses): which file each theme and width shows and fetches. Every page's
 * phone sources, light and dark, are read from its HTML in pictures.spec.ts.
 */
const PAGES = ['/work/', '/blog/'].map((section) => {
  const page = PHONE_PAGES.find(({ route }) => route.startsWith(section));
  if (!page) throw new Error(`No page under ${section} shows a picture with a phone rendering`);
  return page;
});

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

for (const { name, route, labelled } of PAGES) {
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
