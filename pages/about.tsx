import Team from '@/components/about/Team';
import NextSteps from '@/components/sections/NextSteps';
import StandardPage from '@/components/templates/StandardPage';
import { type AboutPageProps, aboutPageProps } from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

export const getStaticProps = aboutPageProps(ROUTES.about);

/**
 * About: the agency's people first, right under the hero, once it lists them
 * (content/team.yaml): a buyer hires people; then the editor's sections.
 */
export default function AboutPage({ page, team }: AboutPageProps) {
  return (
    <StandardPage page={page} heroActions={<NextSteps steps={['contact', 'work']} />}>
      <Team people={team} />
    </StandardPage>
  );
}
