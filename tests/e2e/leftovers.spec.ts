/**
 * No leftovers: no artwork twice across the work pages, one wording per action,
 * nothing peeking out behind the home page's featured work, and the footer form's links
 * readable in both themes.
 */
import { listCaseStudies, listPortfolio } from '@/lib/content/server';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { artKey } from '@/lib/media/art-direction';
import { ROUTES } from '@/lib/routes';

import { expect, test } from './support/fixtures';
import { shownPictureSources } from './support/pictures';

/** The media step names each file "<name>-<hash>-<width>.<format>"; the hash names the source. */
const hashOf = (url: string) => /-([0-9a-f]{10})-\d+\.\w+$/.exec(new URL(url).pathname)?.[1];

test('no artwork shows twice across the case studies and the portfolio', async ({ page }) => {
  // Each source image, by its hash, to the art direction it was drawn in.
  const artOf = new Map<string, string>();
  for (const entry of [...listCaseStudies(), ...listPortfolio()])
    if (entry.cover?.rendered) artOf.set(hashOf(`http://x${entry.cover.rendered.src}`)!, artKey(entry.art));
  const shown: string[] = [];
  for (const path of [ROUTES.caseStudies, ROUTES.portfolio]) {
    await page.goto(path);
    // Lazy pictures arrive as they come into view (a theme's hidden twin never does).
    for (const image of await page.locator('main img').filter({ visible: true }).all())
      await image.scrollIntoViewIfNeeded();
    for (const src of await shownPictureSources(page)) {
      const art = artOf.get(hashOf(src) ?? '');
      if (art) shown.push(art);
    }
  }
  expect(shown.length).toBeGreaterThan(listCaseStudies().length - 1);
  expect(shown.filter((art, i) => shown.indexOf(art) !== i)).toEqual([]);
});

test('each call to action has one wording, the spec’s own where it names one', async ({ page }) => {
  const labels = new Map<string, Set<string>>();
  for (const path of [ROUTES.home, '/los-angeles-web-design-company', ROUTES.services, '/no-such-page']) {
    await page.goto(path);
    // Buttons that lead somewhere: the site's button links (header, heroes, sections).
    const buttons = await page
      .locator('a[class*="button" i]')
      .evaluateAll((links) =>
        links.map((a) => [new URL((a as HTMLAnchorElement).href).pathname, a.textContent!.trim()] as const),
      );
    for (const [href, text] of buttons) labels.set(href, (labels.get(href) ?? new Set()).add(text));
  }
  // "Work With Us" is the phone menu's, drawn only while that menu is open.
  expect([...(labels.get(ROUTES.contact) ?? [])]).toEqual([ACTION_LABELS.contact]);
  expect([...(labels.get(ROUTES.caseStudies) ?? [])]).toEqual([ACTION_LABELS.work]);
});

test('nothing peeks out behind the featured work on the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ROUTES.home);
  const overlaps = await page.locator('main header').evaluate((hero) => {
    const card = [...hero.querySelectorAll('li, div')].find((el) =>
      el.textContent?.trim().startsWith('Featured work'),
    );
    if (!card) return ['no featured work'];
    const c = card.getBoundingClientRect();
    return [...hero.querySelectorAll('*')]
      .filter((el) => !card.contains(el) && !el.contains(card))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < c.right &&
          r.right > c.left &&
          r.top < c.bottom &&
          r.bottom > c.top
        );
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
  expect(overlaps).toEqual([]);
});

/** WCAG 2 contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every link in the footer form reads as a link at 4.5:1 or more (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(ROUTES.home);
    const links = page.locator('footer form a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      const { color, background, underlined } = await link.evaluate((a) => {
        let el: Element | null = a;
        let bg = 'rgba(0, 0, 0, 0)';
        while (el && /rgba\(.*, 0\)|transparent/.test(bg)) {
          bg = getComputedStyle(el).backgroundColor;
          el = el.parentElement;
        }
        const style = getComputedStyle(a);
        return {
          color: style.color,
          background: bg,
          underlined: style.textDecorationLine.includes('underline'),
        };
      });
      expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      // In a sentence, colour alone does not mark a link.
      expect(underlined).toBe(true);
    }
  });
}
