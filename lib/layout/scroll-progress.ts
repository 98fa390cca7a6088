/** How much of the page has been read, from 0 (top) to 1 (bottom); 0 when nothing scrolls. */
export function readFraction(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}
