import type { GetStaticPaths } from 'next';

import NextSteps from '@/components/sections/NextSteps';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import Seo from '@/components/Seo';
import { type WorkCardData, WorkCards } from '@/components/work/WorkCards';
import { WorkFilters } from '@/components/work/WorkFilters';
import { listCaseStudies } from '@/lib/content/server';
import { withContentProblems } from '@/lib/content/server/static-props';
import { workCard, workFacets } from '@/lib/content/server/work-index';
import { filterStudies, type FilterValue } from '@/lib/content/work-filters';
import { type FilterFacet, filterPath } from '@/lib/routes';

interface Props {
  filter: FilterValue;
  caseStudies: WorkCardData[];
  facets: FilterValue[][];
}

/** `slug` is the facet (service or industry): Next needs one name for this path segment. */
type Params = { slug: FilterFacet; value: string };

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: workFacets()
    .flat()
    .map(({ facet, value }) => ({ params: { slug: facet, value } })),
  fallback: false,
});

export const getStaticProps = withContentProblems<Props, Params>(async ({ params }) => {
  const facets = workFacets();
  const filter = facets.flat().find((v) => v.facet === params!.slug && v.value === params!.value)!;
  return {
    props: {
      filter,
      caseStudies: filterStudies(listCaseStudies(), filter.facet, filter.value).map(workCard),
      facets,
    },
  };
});

/** One filter of the case-study index, as its own static page (see lib/content/work-filters.ts). */
export default function FilteredCaseStudiesPage({ filter, caseStudies, facets }: Props) {
  const heading = `${filter.label} case studies`;
  const count = `${caseStudies.length} ${caseStudies.length === 1 ? 'project' : 'projects'}`;
  return (
    <>
      <Seo
        title={heading}
        description={`Byer Company case studies in ${filter.label}: ${count}, each with the challenge, our approach and the outcome.`}
        path={filterPath(filter.facet, filter.value)}
        crumb={heading}
      />
      <PageHero
        eyebrow="Case studies"
        heading={heading}
        lead={`Filtered by ${filter.facet}: ${filter.label}. ${count}.`}
      >
        <NextSteps steps={['contact', 'services']} />
      </PageHero>
      <Section id="case-studies">
        <WorkFilters facets={facets} current={filter} />
        <WorkCards studies={caseStudies} level="h2" />
      </Section>
    </>
  );
}
