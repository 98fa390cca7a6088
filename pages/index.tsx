import type { GetStaticProps } from 'next';

import HeroAnimation from '@/components/lottie/HeroAnimation';
import { PostCards, type ServiceCardData, ServiceList } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import ButtonLink from '@/components/ui/ButtonLink';
import { type WorkCardData, WorkCards } from '@/components/work/WorkIndex';
import {
  getPage,
  listCaseStudies,
  listPosts,
  listServices,
  type PostSummary,
  summarizePost,
} from '@/lib/content';
import { workCard } from '@/lib/content/work-index';
import { agencyLd } from '@/lib/seo/jsonld';

interface Props extends StandardPageProps {
  services: ServiceCardData[];
  caseStudies: WorkCardData[];
  posts: PostSummary[];
}

/** How much of each collection the home page shows. */
const FEATURED_SERVICES = 6;
const FEATURED_CASE_STUDIES = 3;
const LATEST_POSTS = 3;

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    page: getPage('/'),
    services: listServices()
      .slice(0, FEATURED_SERVICES)
      .map(({ slug, title, summary }) => ({ slug, title, summary })),
    caseStudies: listCaseStudies().slice(0, FEATURED_CASE_STUDIES).map(workCard),
    posts: listPosts().slice(0, LATEST_POSTS).map(summarizePost),
  },
});

/** The work leads, right under the hero; then services, the editor's sections, the blog. */
export default function HomePage({ page, services, caseStudies, posts }: Props) {
  return (
    <StandardPage
      page={page}
      jsonLd={agencyLd()}
      heroMedia={<HeroAnimation />}
      heroActions={
        <>
          <ButtonLink href="/contact">Get Started</ButtonLink>
          <ButtonLink href="/work/case-studies" variant="secondary">
            See our work
          </ButtonLink>
        </>
      }
      afterSections={
        <Section id="insights" heading="From the blog" more={{ href: '/blog', label: 'All articles' }}>
          <PostCards posts={posts} />
        </Section>
      }
    >
      <Section
        id="work"
        heading="Recent work"
        more={{ href: '/work/case-studies', label: 'All case studies' }}
      >
        <WorkCards studies={caseStudies} />
      </Section>
      <Section
        id="services"
        heading="Services built for technical buyers"
        more={{ href: '/services', label: 'All services' }}
      >
        <ServiceList services={services} />
      </Section>
    </StandardPage>
  );
}
