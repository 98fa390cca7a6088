/** The data the case-study index and its filtered pages need, from the content. */
import { listCaseStudies, listServices } from '@/lib/content/server';
import { filterValues } from '@/lib/content/work-filters';
import { FILTER_FACETS } from '@/lib/routes';

/** A work card's data: the case study's own card fields, our cover included. */
export { caseStudyCard as workCard } from '@/lib/content/server';

export function workFacets() {
  const serviceTitles = Object.fromEntries(listServices().map((s) => [s.slug, s.title]));
  return FILTER_FACETS.map((facet) => filterValues(listCaseStudies(), facet, serviceTitles));
}
