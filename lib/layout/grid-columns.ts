/**
 * How many columns a grid of cards takes at desktop width, chosen from how many cards it
 * holds so that the last row never holds a lone card (4 values as 4, 5 as 3 + 2, 7 as
 * 4 + 3, 13 as 5 + 5 + 3). Three columns are preferred: they suit the page width best.
 */
export const PREFERRED_COLUMNS = [3, 4, 2, 5] as const;

export function desktopColumns(count: number): number {
  if (count <= PREFERRED_COLUMNS[0]) return Math.max(count, 1);
  const fits = PREFERRED_COLUMNS.find((columns) => count % columns !== 1);
  // Only a count of 60k + 1 leaves one over in every choice; far beyond any grid we show.
  return fits ?? PREFERRED_COLUMNS[0];
}
