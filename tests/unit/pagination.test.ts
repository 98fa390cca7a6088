import { describe, expect, it } from 'vitest';

import {
  laterPageNumbers,
  listPagePath,
  listPagePaths,
  pageCount,
  pageDescription,
  pageItems,
  pageRange,
  pageTitle,
  paginationOf,
  parseLaterPage,
  POSTS_PER_PAGE,
} from '@/lib/content/pagination';

const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('page slicing', () => {
  it('shows twelve posts a page', () => {
    expect(POSTS_PER_PAGE).toBe(12);
  });

  it('counts pages, an empty list keeping its first page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(1000)).toBe(84);
    expect(pageCount(10, 5)).toBe(2);
  });

  it('slices consecutive pages without gaps or overlap, and nothing past the end', () => {
    expect(pageItems(items, 1)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 2)).toEqual(items.slice(12, 24));
    expect(pageItems(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageItems(items, 4)).toEqual([]);
    expect([1, 2, 3].flatMap((page) => pageItems(items, page))).toEqual(items);
  });

  it('states the positions a page holds', () => {
    expect(pageRange(1, 30)).toEqual({ first: 1, last: 12 });
    expect(pageRange(3, 30)).toEqual({ first: 25, last: 30 });
  });
});

describe('page paths', () => {
  it('keeps page 1 at the bare path and puts later pages under /page/N', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog', 2)).toBe('/blog/page/2');
    expect(listPagePath('/blog/category/seo', 3)).toBe('/blog/category/seo/page/3');
    expect(listPagePaths('/blog', 30)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(listPagePaths('/blog/category/seo', 2)).toEqual(['/blog/category/seo']);
  });

  it('generates a route for every page after the first', () => {
    expect(laterPageNumbers(30)).toEqual([2, 3]);
    expect(laterPageNumbers(12)).toEqual([]);
    expect(laterPageNumbers(0)).toEqual([]);
  });

  it('accepts only the numbers of later pages', () => {
    expect(parseLaterPage('2', 30)).toBe(2);
    expect(parseLaterPage('3', 30)).toBe(3);
    for (const bad of ['1', '4', '0', '02', '-2', '2.0', 'two', '', undefined, ['2']])
      expect(parseLaterPage(bad, 30), String(bad)).toBeUndefined();
  });
});

describe('titles and descriptions per page', () => {
  it('names later pages by number and leaves page 1 as it is', () => {
    expect(pageTitle('Blog', 1)).toBe('Blog');
    expect(pageTitle('Blog', 2)).toBe('Blog – page 2');
  });

  it('gives every later page a description of its own', () => {
    expect(pageDescription('All articles.', 1, 30)).toBe('All articles.');
    expect(pageDescription('All articles.', 2, 30)).toBe(
      'Page 2 of 3: articles 13 to 24 of 30. All articles.',
    );
    expect(pageDescription('All articles.', 3, 30)).toBe(
      'Page 3 of 3: articles 25 to 30 of 30. All articles.',
    );
  });
});

describe('pagination links', () => {
  it('links previous and next, and marks the current page', () => {
    const middle = paginationOf('/blog', 2, 30);
    expect(middle.previous).toBe('/blog');
    expect(middle.next).toBe('/blog/page/3');
    expect(middle.slots).toEqual([
      { page: 1, href: '/blog', current: false },
      { page: 2, href: '/blog/page/2', current: true },
      { page: 3, href: '/blog/page/3', current: false },
    ]);
    expect(paginationOf('/blog', 1, 30).previous).toBeNull();
    expect(paginationOf('/blog', 3, 30).next).toBeNull();
  });

  it('shows the first, the last and the neighbours of the current page of a long list, with gaps', () => {
    const { slots, pageCount: count } = paginationOf('/blog', 40, 1000);
    expect(count).toBe(84);
    expect(slots.map((slot) => slot?.page ?? '…')).toEqual([1, '…', 38, 39, 40, 41, 42, '…', 84]);
    expect(slots.filter((slot) => slot?.current).map((slot) => slot!.page)).toEqual([40]);
    expect(paginationOf('/blog', 1, 1000).slots.map((slot) => slot?.page ?? '…')).toEqual([1, 2, 3, '…', 84]);
  });
});
