/**
 * The pictures of every page as the server sends them, read over HTTP without a browser
 * (support/served.ts), against the files they name: each file is as wide as its srcset says
 * and wide screens pick what the widest layout does, a phone has its own renderings, the dark theme shows no glare,
 * and a hero opens on our drawing. The browser specs (kinds, sharpness, phone-images,
 * first-screen) check on one page per kind that the layout keeps to what the
 * HTML states.
 */
import { MAX_BESIDE_IN_A_ROW } from '@/components/sections/ContentSections';
import { PHONE_MEDIA, sizesWidthAt } from '@/lib/layout/image-sizes';
import { DARK_THEME_MAX_LUMA } from '@/lib/media/types';

import { expect, test } from './support/fixtures';
import { GRID_WIDTHS } from './support/grids';
import { HERO_PAGES, LANDING_PAGES } from './support/hero-pages';
import { PHONE_PAGES, phoneFile } from './support/phone-pages';
import { requiredRoutes } from './support/required-routes';
import { candidatesOf, fileLuma, fileWidth, servedPage, servedPages } from './support/served';

const routes = requiredRoutes();
/** A wide screen past the layout's widest: it must pick what the widest does. */
const WIDEST = 1440;

// One worker reads the pages once for every check of this file.
test.describe.configure({ mode: 'default' });

/** The picture's <source>s and <img>, as a browser reads them in order. */
function choicesOf(img: HTMLImageElement) {
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
  const sources = [...(picture?.querySelectorAll('source') ?? [])].map((source) => ({
    media: source.getAttribute('media'),
    srcset: source.getAttribute('srcset') ?? '',
    sizes: source.getAttribute('sizes'),
  }));
  return [
    ...sources,
    { media: null, srcset: img.getAttribute('srcset') ?? '', sizes: img.getAttribute('sizes') },
  ];
}

test(`every image's files are as wide as its srcset says, and its sizes at ${WIDEST} px are those at ${GRID_WIDTHS.at(-1)} px (kinds.spec.ts lays pages out there)`, async ({
  request,
}) => {
  test.setTimeout(600_000);
  const wrong: string[] = [];
  let checked = 0;
  for (const { route, document } of await servedPages(request, routes)) {
    for (const img of document.querySelectorAll('img')) {
      for (const choice of choicesOf(img)) {
        for (const candidate of candidatesOf(choice.srcset)) {
          const file = await fileWidth(candidate.url);
          checked += 1;
          if (file !== candidate.width)
            wrong.push(`${candidate.url}: ${file} px, its srcset says ${candidate.width}w`);
        }
        // The container is 72rem from 1200 px on: wider screens pick the file of the widest layout width.
        if (
          choice.sizes &&
          sizesWidthAt(choice.sizes, WIDEST) !== sizesWidthAt(choice.sizes, GRID_WIDTHS.at(-1)!)
        )
          wrong.push(
            `${route}: sizes "${choice.sizes}" changes between ${GRID_WIDTHS.at(-1)} and ${WIDEST} px`,
          );
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect([...new Set(wrong)]).toEqual([]);
});

test('each picture with a phone layout offers its phone renderings, light and dark, sized, under the phone media only', async ({
  request,
}) => {
  test.setTimeout(300_000);
  for (const { name, route, labelled } of PHONE_PAGES) {
    const { document } = await servedPage(request, route);
    const phoneSets = { light: 0, dark: 0 };
    for (const picture of document.querySelectorAll('main picture')) {
      const phones = [...picture.querySelectorAll('source')].filter((source) =>
        candidatesOf(source.getAttribute('srcset') ?? '').some(({ url }) => phoneFile(url)),
      );
      if (phones.length === 0) continue;
      const dark = /\.dark-[0-9a-f]{10}-/.test(picture.querySelector('img')?.getAttribute('src') ?? '');
      for (const source of phones) {
        expect(source.getAttribute('media'), name).toBe(PHONE_MEDIA);
        expect(Number(source.getAttribute('width')), `${name}: the phone source's width`).toBeGreaterThan(0);
        expect(Number(source.getAttribute('height')), `${name}: the phone source's height`).toBeGreaterThan(
          0,
        );
        for (const { url } of candidatesOf(source.getAttribute('srcset')!))
          expect(
            Boolean(phoneFile(url)?.[1]),
            `${name}: ${url} in the ${dark ? 'dark' : 'light'} picture`,
          ).toBe(dark);
      }
      phoneSets[dark ? 'dark' : 'light'] += 1;
    }
    expect(phoneSets, name).toEqual({ light: labelled, dark: labelled });
  }
});

test(`no picture the dark theme shows has a mean luma above ${DARK_THEME_MAX_LUMA}, and none is dimmed: each is drawn for the dark theme`, async ({
  request,
}) => {
  test.setTimeout(600_000);
  const glaring: string[] = [];
  const dimmed: string[] = [];
  for (const { route, document } of await servedPages(request, routes)) {
    for (const img of document.querySelectorAll<HTMLImageElement>('main img')) {
      const src = img.getAttribute('src') ?? '';
      // Raster files only: a drawing's theme colours are the browser's to apply (kinds.spec.ts).
      if (!src.startsWith('/media/') || src.endsWith('.svg')) continue;
      if (Number(img.getAttribute('width')) < 48 || Number(img.getAttribute('height')) < 48) continue;
      // The light twin of a picture with a dark rendering is hidden in the dark theme.
      const twin = img.parentElement?.nextElementSibling?.querySelector('img')?.getAttribute('src') ?? '';
      if (/\.dark-[0-9a-f]{10}-/.test(twin)) continue;
      const dim = Number(/--dark-dim:\s*([\d.]+)/.exec(img.getAttribute('style') ?? '')?.[1] ?? 1);
      // The real content supplies no picture of its own: every picture is one we drew, dark twin included.
      if (dim !== 1) dimmed.push(`${route} ${src}: dimmed to ${dim}`);
      const luma = (await fileLuma(src)) * dim;
      if (luma > DARK_THEME_MAX_LUMA) glaring.push(`${route} ${src}: ${luma.toFixed(3)}`);
    }
  }
  expect([...new Set(glaring)]).toEqual([]);
  expect([...new Set(dimmed)]).toEqual([]);
});

test('every hero page opens on our drawing, said so by its alt text, with no caption; a landing shows one more, captioned, between its sections', async ({
  request,
}) => {
  test.setTimeout(300_000);
  for (const route of HERO_PAGES) {
    const { document } = await servedPage(request, route);
    const hero = [...document.querySelectorAll('main header')].find((header) => header.querySelector('h1'));
    expect(hero, `${route}: a header holding the h1`).toBeDefined();
    const alt = hero!.querySelector('img')?.getAttribute('alt') ?? '';
    expect(alt, `${route}: the hero picture's alt`).toMatch(/\w{3,}/);
    expect(alt, `${route}: the hero picture's alt`).toMatch(
      /^(Our drawing|Cover of .*, drawn by Byer Company)/,
    );
    expect(hero!.querySelectorAll('figcaption'), `${route}: captions in the first screen`).toHaveLength(0);
    if (LANDING_PAGES.has(route)) {
      const between = [...document.querySelectorAll('main > section ~ figure')].filter((f) =>
        f.querySelector('img'),
      );
      expect(between, `${route}: pictures between the sections`).toHaveLength(1);
      expect(between[0]!.querySelector('figcaption')?.textContent ?? '').toMatch(/^Illustration: /);
      expect(document.querySelectorAll('main > figure + section'), route).toHaveLength(1);
    }
  }
});

test(`no hero page puts more than ${MAX_BESIDE_IN_A_ROW} sections in a row with their heading beside their text`, async ({
  request,
}) => {
  test.setTimeout(300_000);
  for (const route of HERO_PAGES) {
    const { document } = await servedPage(request, route);
    let run = 0;
    let longest = 0;
    for (const block of document.querySelectorAll('main > section, main > figure')) {
      // Section.tsx's band and beside shapes (styles.bandInner), which first-screen.spec.ts
      // sees laid out beside on one page per kind; a picture between them ends a run.
      const beside =
        block.tagName === 'SECTION' &&
        block.querySelector('h2') !== null &&
        block.querySelector(':scope > [class*="bandInner"], :scope > .container > [class*="bandInner"]') !==
          null;
      run = beside ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest, route).toBeLessThanOrEqual(MAX_BESIDE_IN_A_ROW);
  }
});
