import NextSteps from '@/components/sections/NextSteps';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import { type WorkCardData, WorkCards } from '@/components/work/WorkCards';
import { WorkFilters } from '@/components/work/WorkFilters';
import { getPage, listCaseStudies } from '@/lib/content/server';
import { withContentProblems } from '@/lib/content/server/static-props';
import { workCard, workFacets } from '@/lib/content/server/work-index';
import type { FilterValue } from '@/lib/content/work-filters';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  caseStudies: WorkCardData[];
  facets: FilterValue[][];
}

export const getStaticProps = withContentProblems<Props>(async () => ({
  props: {
    page: getPage(ROUTES.caseStudies),
    caseStudies: listCaseStudies().map(workCard),
    facets: workFacets(),
  },
}));

export default function CaseStudiesPage({ page, caseStudies, facets }: Props) {
  return (
    <StandardPage page={page} heroActions={<NextSteps steps={['contact', 'services']} />}>
      <Section id="case-studies">
        <WorkFilters facets={facets} />
        <WorkCards studies={caseStudies} level="h2" />
      </Section>
    </StandardPage>
  );
}
