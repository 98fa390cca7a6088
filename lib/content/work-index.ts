/** The data the case-study index and its filtered pages need, from the content. */
import { listCaseStudies, listServices } from '@/lib/content';
import { FILTER_FACETS, filterValues } from '@/lib/work-filters';

export const workCard = ({
  slug,
  client,
  title,
  industry,
  image,
}: ReturnType<typeof listCaseStudies>[number]) => ({
  slug,
  client,
  title,
  industry,
  image,
});

export function workFacets() {
  const serviceTitles = Object.fromEntries(listServices().map((s) => [s.slug, s.title]));
  return FILTER_FACETS.map((facet) => filterValues(listCaseStudies(), facet, serviceTitles));
}
