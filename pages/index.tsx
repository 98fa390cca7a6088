import dynamic from 'next/dynamic';

import HeroAnimation from '@/components/lottie/HeroAnimation';
import { PostCards, type ServiceCardData, ServiceList } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import ButtonLink from '@/components/ui/ButtonLink';
import { FeaturedWork, type WorkCardData, WorkCards } from '@/components/work/WorkCards';
import { chooseQuote, type ShownQuote } from '@/lib/content/proof';
import type { ClientLogo } from '@/lib/content/schema';
import {
  caseStudyCard,
  getContactFacts,
  getPage,
  listCaseStudies,
  listClientLogos,
  listPosts,
  listServices,
  postCard,
  type PostCardData,
} from '@/lib/content/server';
import { withContentProblems } from '@/lib/content/server/static-props';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { ROUTES } from '@/lib/routes';
import type { JsonLd } from '@/lib/seo/jsonld';
import { agencyLd } from '@/lib/seo/server/structured-data';

// Proof renders only once the agency supplies it; until then its code is not loaded either.
const ClientLogos = dynamic(() => import('@/components/work/ClientLogos'));
const ClientWords = dynamic(() => import('@/components/work/ClientWords'));

interface Props extends StandardPageProps {
  services: ServiceCardData[];
  caseStudies: WorkCardData[];
  posts: PostCardData[];
  clients: ClientLogo[];
  /** One client's words (lib/content/proof.ts), once the agency supplies a quote. */
  quote: ShownQuote | null;
  jsonLd: JsonLd[];
}

/** How much of each collection the home page shows. */
const FEATURED_SERVICES = 6;
const FEATURED_CASE_STUDIES = 3;
const LATEST_POSTS = 3;

export const getStaticProps = withContentProblems<Props>(async () => ({
  props: {
    page: getPage(ROUTES.home),
    services: listServices()
      .slice(0, FEATURED_SERVICES)
      .map(({ slug, title, summary }) => ({ slug, title, summary })),
    caseStudies: listCaseStudies().slice(0, FEATURED_CASE_STUDIES).map(caseStudyCard),
    posts: listPosts().slice(0, LATEST_POSTS).map(postCard),
    clients: listClientLogos(),
    quote: chooseQuote(listCaseStudies(), listClientLogos()) ?? null,
    jsonLd: agencyLd(getContactFacts()),
  },
}));

/**
 * The work leads: one piece beside the headline, the next right under the hero; then
 * services, the editor's sections, the blog.
 */
export default function HomePage({ page, services, caseStudies, posts, clients, quote, jsonLd }: Props) {
  const [featured, ...recent] = caseStudies;
  return (
    <StandardPage
      page={page}
      jsonLd={jsonLd}
      heroMedia={featured ? <FeaturedWork study={featured} /> : <HeroAnimation />}
      // The orbits sit between the sections, whole, rather than peeking out behind the work.
      interlude={
        featured && (
          <div className={`container ${styles.interlude}`}>
            <HeroAnimation />
          </div>
        )
      }
      heroActions={
        <>
          <ButtonLink href={ROUTES.contact}>{ACTION_LABELS.contact}</ButtonLink>
          <ButtonLink href={ROUTES.caseStudies} variant="secondary">
            {ACTION_LABELS.work}
          </ButtonLink>
        </>
      }
      afterSections={
        <Section id="insights" heading="From the blog" more={{ href: ROUTES.blog, label: 'All articles' }}>
          <PostCards posts={posts} />
        </Section>
      }
    >
      {/* Only once the agency has supplied logos (content/clients.yaml): right under the hero. */}
      {clients.length > 0 && <ClientLogos logos={clients} />}
      <Section id="work" heading="Recent work" more={{ href: ROUTES.caseStudies, label: ACTION_LABELS.work }}>
        <WorkCards studies={recent} />
      </Section>
      {quote && <ClientWords quote={quote} heading="In our clients’ words" />}
      <Section
        id="services"
        heading="Services built for technical buyers"
        more={{ href: ROUTES.services, label: 'All services' }}
      >
        <ServiceList services={services} />
      </Section>
    </StandardPage>
  );
}
