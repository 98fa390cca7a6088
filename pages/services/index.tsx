import { type ServiceCardData, ServiceCards } from '@/components/sections/Cards';
import NextSteps from '@/components/sections/NextSteps';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import { getPage, listServices } from '@/lib/content/server';
import { withContentProblems } from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  services: ServiceCardData[];
}

export const getStaticProps = withContentProblems<Props>(async () => ({
  props: {
    page: getPage(ROUTES.services),
    services: listServices().map(({ slug, title, summary, hero }) => ({
      slug,
      title,
      summary,
      hero: hero ?? null,
    })),
  },
}));

export default function ServicesPage({ page, services }: Props) {
  return (
    <StandardPage page={page} heroActions={<NextSteps steps={['contact', 'work']} />}>
      <Section id="all-services" heading="What we do">
        <ServiceCards services={services} />
      </Section>
    </StandardPage>
  );
}
