/** The entry after `slug` in a list, wrapping to the first: "next case study" links. */
export function nextAfter<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  const index = items.findIndex((item) => item.slug === slug);
  if (index === -1 || items.length < 2) return undefined;
  return items[(index + 1) % items.length];
}
