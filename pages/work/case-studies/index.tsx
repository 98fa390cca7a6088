import type { GetStaticProps } from 'next';

import { type CaseStudyCardData, CaseStudyCards } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import { caseStudyCard, getPage, listCaseStudies } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  caseStudies: CaseStudyCardData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    page: getPage(ROUTES.caseStudies),
    caseStudies: listCaseStudies().map(caseStudyCard),
  },
});

export default function CaseStudiesPage({ page, caseStudies }: Props) {
  return (
    <StandardPage page={page}>
      <Section id="case-studies" heading="Client stories">
        <CaseStudyCards caseStudies={caseStudies} />
      </Section>
    </StandardPage>
  );
}
