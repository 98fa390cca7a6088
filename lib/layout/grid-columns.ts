/**
 * How many columns a grid takes, chosen from how many items it holds so that the last row
 * never holds a lone item (cards at desktop width: 4 as 4, 5 as 3 + 2, 7 as 4 + 3, 13 as
 * 5 + 5 + 3). Three columns are preferred for cards: they suit the page width best.
 */
export const PREFERRED_COLUMNS = [3, 4, 2, 5] as const;

const leavesNoneAlone = (count: number) => (columns: number) => count % columns !== 1;

/**
 * The first of `preferred` that leaves no lone item; fewer items than its first: one row.
 * A count that leaves one over in every choice (60k + 1 for cards) takes the column count
 * nearest the first choice that does not, so no count of 2 or more ever leaves one alone.
 */
export function columnsFrom(count: number, preferred: readonly [number, ...number[]]): number {
  if (count <= preferred[0]) return Math.max(count, 1);
  const fits = preferred.find(leavesNoneAlone(count));
  if (fits !== undefined) return fits;
  const nearest = Array.from({ length: count - 1 }, (_, i) => i + 2).sort(
    (a, b) => Math.abs(a - preferred[0]) - Math.abs(b - preferred[0]) || a - b,
  );
  // `count` columns (one row) always qualifies, so the search ends.
  return nearest.find(leavesNoneAlone(count))!;
}

export const desktopColumns = (count: number): number => columnsFrom(count, PREFERRED_COLUMNS);

/** About's team: a person a row on phones; per wider width, the column counts to try in order. */
export const TEAM_COLUMNS = {
  tablet: [3, 2, 4],
  wide: PREFERRED_COLUMNS,
} as const satisfies Record<string, readonly [number, ...number[]]>;

export const teamColumns = (count: number): Record<keyof typeof TEAM_COLUMNS, number> => ({
  tablet: columnsFrom(count, TEAM_COLUMNS.tablet),
  wide: columnsFrom(count, TEAM_COLUMNS.wide),
});
