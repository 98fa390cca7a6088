import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  BREAKPOINTS,
  CONTENT_WIDTH,
  IMAGE_SIZES,
  LABELLED_SLOTS,
  PAGE_GUTTER,
  PHONE_MEDIA,
  PROSE_WIDTH,
  rowColumns,
  sizesWidthAt,
  slotWidthAt,
} from '@/lib/layout/image-sizes';

/** What a browser reads from `sizes` at a viewport width, both in rem. */
const widthFrom = (sizes: string, viewport: number) => sizesWidthAt(sizes, viewport * 16) / 16;

/** The page container at a viewport width, as styles/globals.css draws it. */
const container = (viewport: number) => Math.min(viewport - 2 * PAGE_GUTTER, CONTENT_WIDTH);
const PHONE = 390 / 16;
const TABLET = 768 / 16;
const DESKTOP = 1280 / 16;
/** Card padding (1.5rem each side) and border (1px each side). */
const CARD_INSET = 3 + 2 / 16;

describe('image sizes', () => {
  it('give a card its column of the grid at each width, and a short last row its wider share', () => {
    const threeCards = (viewport: number, columns: number) =>
      (container(viewport) - (columns - 1) * 1.5) / columns - CARD_INSET;
    expect(widthFrom(IMAGE_SIZES.card(3, 0), DESKTOP)).toBeCloseTo(threeCards(DESKTOP, 3), 1);
    expect(widthFrom(IMAGE_SIZES.card(3, 0), TABLET)).toBeCloseTo(threeCards(TABLET, 2), 1);
    expect(widthFrom(IMAGE_SIZES.card(3, 0), PHONE)).toBeCloseTo(threeCards(PHONE, 1), 1);
    // Five cards: 3 + 2 on desktops, the last two sharing their row; 2 + 2 + 1 on tablets.
    expect(widthFrom(IMAGE_SIZES.card(5, 4), DESKTOP)).toBeCloseTo(threeCards(DESKTOP, 2), 1);
    expect(widthFrom(IMAGE_SIZES.card(5, 4), TABLET)).toBeCloseTo(threeCards(TABLET, 1), 1);
    expect(widthFrom(IMAGE_SIZES.card(5, 0), DESKTOP)).toBeCloseTo(threeCards(DESKTOP, 3), 1);
  });

  it('never ask for less than the slot shows (rounding goes up)', () => {
    for (let viewport = 20; viewport <= 100; viewport += 0.25) {
      const exact = (container(viewport) - 1.5) / 2 - CARD_INSET;
      const columns = viewport >= BREAKPOINTS.cardsTwo ? 2 : 1;
      const expected = columns === 2 ? exact : container(viewport) - CARD_INSET;
      expect(widthFrom(IMAGE_SIZES.card(2, 0), viewport)).toBeGreaterThanOrEqual(expected - 1e-9);
    }
  });

  it('let the first of an odd number of work cards take the whole row', () => {
    expect(widthFrom(IMAGE_SIZES.work(3, 0), DESKTOP)).toBeCloseTo(CONTENT_WIDTH, 1);
    expect(widthFrom(IMAGE_SIZES.work(3, 1), DESKTOP)).toBeCloseTo((CONTENT_WIDTH - 2) / 2, 1);
    expect(widthFrom(IMAGE_SIZES.work(4, 0), TABLET)).toBeCloseTo((container(TABLET) - 2) / 2, 1);
    expect(widthFrom(IMAGE_SIZES.work(4, 0), PHONE)).toBeCloseTo(container(PHONE), 1);
  });

  it('cap reading-column images at the reading width', () => {
    expect(widthFrom(IMAGE_SIZES.prose, DESKTOP)).toBe(PROSE_WIDTH);
    expect(widthFrom(IMAGE_SIZES.prose, PHONE)).toBeCloseTo(container(PHONE), 1);
    expect(widthFrom(IMAGE_SIZES.caseTall, DESKTOP)).toBe(24);
    expect(widthFrom(IMAGE_SIZES.caseWide, DESKTOP)).toBe(CONTENT_WIDTH);
  });

  it('use the same breakpoints and page width as the stylesheets', () => {
    const css = (path: string) => readFileSync(path, 'utf8');
    const sections = css('components/sections/Sections.module.css');
    const work = css('components/work/Work.module.css');
    const patterns = css('components/ui/Patterns.module.css');
    expect(sections).toContain(`@media (min-width: ${BREAKPOINTS.cardsTwo}rem)`);
    expect(sections).toContain(`@media (min-width: ${BREAKPOINTS.cardsDesktop}rem)`);
    expect(patterns).toContain(`@media (min-width: ${BREAKPOINTS.workTwo}rem)`);
    expect(work).toContain(`@media (min-width: ${BREAKPOINTS.workTwo}rem)`);
    expect(sections).toContain(`@media (min-width: ${BREAKPOINTS.heroColumns}rem)`);
    const globals = css('styles/globals.css');
    expect(globals).toContain(`--content-width: ${CONTENT_WIDTH}rem;`);
    expect(globals).toContain(`--space-6: ${PAGE_GUTTER}rem;`);
    expect(globals).toContain(`--prose-width: ${PROSE_WIDTH}rem;`);
  });
});

describe('row columns', () => {
  it('counts what is left on a short last row, and the full count elsewhere', () => {
    expect([0, 1, 2, 3, 4].map((i) => rowColumns(5, 3, i))).toEqual([3, 3, 3, 2, 2]);
    expect([0, 1, 2, 3].map((i) => rowColumns(4, 2, i))).toEqual([2, 2, 2, 2]);
  });
});

describe('phone renderings', () => {
  it('are shown exactly where the card grid is still one column', () => {
    expect(PHONE_MEDIA).toBe(`(width < ${BREAKPOINTS.cardsTwo}rem)`);
  });

  it('know the width of the column they show in, from the page gutter and the reading column', () => {
    const rem = 16;
    // A phone: the viewport less a gutter each side, in both slots.
    expect(slotWidthAt(LABELLED_SLOTS.caseWide, 390)).toBe(390 - 2 * PAGE_GUTTER * rem);
    expect(slotWidthAt(LABELLED_SLOTS.prose, 390)).toBe(390 - 2 * PAGE_GUTTER * rem);
    // A desktop: the page's width, and the reading column's cap.
    expect(slotWidthAt(LABELLED_SLOTS.caseWide, 1280)).toBe(CONTENT_WIDTH * rem);
    expect(slotWidthAt(LABELLED_SLOTS.prose, 1280)).toBe(PROSE_WIDTH * rem);
  });
});
