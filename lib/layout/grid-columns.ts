/**
 * How many columns a grid takes, chosen from how many items it holds so that the last row
 * never holds a lone item (cards at desktop width: 4 as 4, 5 as 3 + 2, 7 as 4 + 3, 13 as
 * 5 + 5 + 3). Three columns are preferred for cards: they suit the page width best.
 */
export const PREFERRED_COLUMNS = [3, 4, 2, 5] as const;

/** The first of `preferred` that leaves no lone item; fewer items than its first: one row. */
export function columnsFrom(count: number, preferred: readonly [number, ...number[]]): number {
  if (count <= preferred[0]) return Math.max(count, 1);
  const fits = preferred.find((columns) => count % columns !== 1);
  // Only counts that leave one over in every choice (60k + 1 for cards) fall back.
  return fits ?? preferred[0];
}

export const desktopColumns = (count: number): number => columnsFrom(count, PREFERRED_COLUMNS);

/** Client logos, small tiles: per width, the column counts to try in order. */
export const LOGO_COLUMNS = {
  phone: [3, 2, 4],
  tablet: [3, 4, 5],
  wide: [6, 5, 4],
} as const satisfies Record<string, readonly [number, ...number[]]>;

export type LogoColumns = Record<keyof typeof LOGO_COLUMNS, number>;

export const logoColumns = (count: number): LogoColumns => ({
  phone: columnsFrom(count, LOGO_COLUMNS.phone),
  tablet: columnsFrom(count, LOGO_COLUMNS.tablet),
  wide: columnsFrom(count, LOGO_COLUMNS.wide),
});
