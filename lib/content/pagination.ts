/**
 * Lists of posts are split into pages of a fixed size so a page costs the same at 18 posts
 * and at 1,000. Page 1 lives at the list's own path; page N at `{list}/page/N`.
 */

/** Twelve fills four rows of three cards on wide screens (and two pages with today's 18 posts). */
export const POSTS_PER_PAGE = 12;

/** How many pages a list of `total` items takes; an empty list still has its first page. */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items shown on a page (1-based); past the end it is empty. */
export function pageItems<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Where page `page` of the list at `basePath` lives: page 1 is the list itself. */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** Every page path of a list, page 1 first. */
export function listPagePaths(basePath: string, total: number, perPage = POSTS_PER_PAGE): string[] {
  return Array.from({ length: pageCount(total, perPage) }, (_, index) => listPagePath(basePath, index + 1));
}

/** The numbers of the pages that get their own `/page/N` route (all but the first). */
export function laterPageNumbers(total: number, perPage = POSTS_PER_PAGE): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => index + 2);
}

/** "Blog – page 2": every page of a list has a title of its own; page 1 keeps the list's. */
export function pageTitle(title: string, page: number): string {
  return page <= 1 ? title : `${title} – page ${page}`;
}

/** The 1-based positions of the first and last items on a page. */
export function pageRange(page: number, total: number, perPage = POSTS_PER_PAGE) {
  return { first: Math.min(total, (page - 1) * perPage + 1), last: Math.min(total, page * perPage) };
}

/** The description of page N says which posts it holds, so no two pages share one. */
export function pageDescription(description: string, page: number, total: number, perPage = POSTS_PER_PAGE) {
  if (page <= 1) return description;
  const { first, last } = pageRange(page, total, perPage);
  return `Page ${page} of ${pageCount(total, perPage)}: articles ${first} to ${last} of ${total}. ${description}`;
}

/**
 * The page number a `/page/N` route stands for, or undefined when N is not one of its later
 * pages (page 1 has its bare path, "02" or "x" are not pages, past the end is not found).
 */
export function parseLaterPage(param: unknown, total: number, perPage = POSTS_PER_PAGE): number | undefined {
  if (typeof param !== 'string' || !/^[1-9]\d*$/.test(param)) return undefined;
  const page = Number(param);
  return page >= 2 && page <= pageCount(total, perPage) ? page : undefined;
}

export interface PageLink {
  page: number;
  href: string;
  current: boolean;
}

/** A numbered link, or `null` where a run of page numbers is left out. */
export type PageSlot = PageLink | null;

export interface Pagination {
  page: number;
  pageCount: number;
  /** null rather than undefined: these travel as page props, which must be JSON. */
  previous: string | null;
  next: string | null;
  slots: PageSlot[];
}

/** Numbers shown on each side of the current page; the first and last are always shown. */
export const PAGE_LINK_RADIUS = 2;

/**
 * What a list page's pagination nav links to. At 1,000 posts a list has 80-odd pages, so the
 * nav shows the first, the last and the current page's neighbours, with a gap for the rest.
 */
export function paginationOf(
  basePath: string,
  page: number,
  total: number,
  perPage = POSTS_PER_PAGE,
): Pagination {
  const count = pageCount(total, perPage);
  const shown = (n: number) => n === 1 || n === count || Math.abs(n - page) <= PAGE_LINK_RADIUS;
  const slots: PageSlot[] = [];
  for (let n = 1; n <= count; n++) {
    if (shown(n)) slots.push({ page: n, href: listPagePath(basePath, n), current: n === page });
    else if (slots.at(-1) !== null) slots.push(null);
  }
  return {
    page,
    pageCount: count,
    previous: page > 1 ? listPagePath(basePath, page - 1) : null,
    next: page < count ? listPagePath(basePath, page + 1) : null,
    slots,
  };
}
