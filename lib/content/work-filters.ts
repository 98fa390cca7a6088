/**
 * Filters of the case-study index by service and by industry. Each filter value is a static
 * page (/work/case-studies/service/seo, ...), so filtering works without JavaScript and a
 * screen reader hears the new page's title, like any other page change.
 */
import type { FilterFacet } from '@/lib/routes';
import { slugify } from '@/lib/text/slugify';

export interface FilterableStudy {
  slug: string;
  industry: string;
  services: string[];
}

export interface FilterValue {
  facet: FilterFacet;
  /** The URL segment. */
  value: string;
  label: string;
  count: number;
}

const matches = (study: FilterableStudy, facet: FilterFacet, value: string) =>
  facet === 'service' ? study.services.includes(value) : slugify(study.industry) === value;

export function filterStudies<T extends FilterableStudy>(
  studies: T[],
  facet: FilterFacet,
  value: string,
): T[] {
  return studies.filter((study) => matches(study, facet, value));
}

/**
 * Every value of a facet some case study has, with how many have it; the most common first,
 * then by name. Service labels come from `serviceTitles` (slug to title).
 */
export function filterValues(
  studies: FilterableStudy[],
  facet: FilterFacet,
  serviceTitles: Record<string, string>,
): FilterValue[] {
  const byValue = new Map<string, FilterValue>();
  for (const study of studies) {
    const entries =
      facet === 'service'
        ? study.services.map((slug) => [slug, serviceTitles[slug] ?? slug] as const)
        : [[slugify(study.industry), study.industry] as const];
    for (const [value, label] of entries) {
      const known = byValue.get(value);
      if (known) known.count += 1;
      else byValue.set(value, { facet, value, label, count: 1 });
    }
  }
  return [...byValue.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Items grouped by a label (the portfolio by discipline), largest group first, each with an
 * anchor id: the portfolio's filters are links to these anchors, so they need no script.
 */
export function groupByLabel<T>(items: T[], label: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(label(item), [...(groups.get(label(item)) ?? []), item]);
  return [...groups.entries()]
    .map(([name, members]) => ({ name, id: slugify(name), items: members }))
    .sort((a, b) => b.items.length - a.items.length || a.name.localeCompare(b.name));
}
