import dynamic from 'next/dynamic';

import FaqList from '@/components/sections/FaqList';
import FeatureList from '@/components/sections/FeatureList';
import NextSteps from '@/components/sections/NextSteps';
import PageHero from '@/components/sections/PageHero';
import { HeroPicture } from '@/components/sections/Picture';
import ProcessSteps from '@/components/sections/ProcessSteps';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Markdown from '@/components/ui/Markdown';
import { type WorkCardData, WorkCards } from '@/components/work/WorkCards';
import { chooseQuote, type ShownQuote } from '@/lib/content/proof';
import type { Service } from '@/lib/content/schema';
import { caseStudiesBySlugs, getService, listClientLogos, listServices } from '@/lib/content/server';
import { slugPaths, withContentProblems } from '@/lib/content/server/static-props';
import { workCard } from '@/lib/content/server/work-index';
import { servicePath } from '@/lib/routes';
import type { JsonLd } from '@/lib/seo/jsonld';
import { serviceLd } from '@/lib/seo/server/structured-data';

// Rendered only once a related case study has a supplied quote, and loaded only then.
const ClientWords = dynamic(() => import('@/components/work/ClientWords'));

interface Props {
  service: Service;
  caseStudies: WorkCardData[];
  /** The service's own call to action, said by the footer form (pages/_app.tsx). */
  closingPitch: Service['cta'];
  /** A client's words from one of the related case studies, once supplied (lib/content/proof.ts). */
  quote: ShownQuote | null;
  jsonLd: JsonLd[];
}

export const getStaticPaths = slugPaths(listServices);

export const getStaticProps = withContentProblems<Props, { slug: string }>(async ({ params }) => {
  const service = getService(params!.slug);
  const related = caseStudiesBySlugs(service.relatedCaseStudies);
  const quote = chooseQuote(related, listClientLogos()) ?? null;
  return {
    props: {
      service,
      caseStudies: related.map(workCard),
      closingPitch: service.cta,
      quote,
      jsonLd: serviceLd(service, servicePath(service.slug)),
    },
  };
});

export default function ServicePage({ service, caseStudies, quote, jsonLd }: Props) {
  return (
    <>
      <Seo
        title={service.title}
        description={service.description}
        path={servicePath(service.slug)}
        jsonLd={jsonLd}
        crumb={service.shortTitle}
      />
      <PageHero
        eyebrow="Services"
        heading={service.title}
        lead={service.summary}
        media={service.hero && <HeroPicture image={service.hero} />}
      >
        <NextSteps steps={['contact', 'work']} />
      </PageHero>
      <Section id="overview" heading={`What ${service.shortTitle} means with us`} shape="beside">
        <Markdown doc={service.intro} className={styles.prose} />
      </Section>
      {quote && <ClientWords quote={quote} heading="What a client says" />}
      <Section id="included" heading="What is included">
        <FeatureList items={service.included} />
      </Section>
      <Section id="process" heading="How we work" shape="inverse">
        <ProcessSteps steps={service.process} />
      </Section>
      <Section id="faq" heading="Frequently asked questions" shape="beside">
        <FaqList faqs={service.faqs} />
      </Section>
      {caseStudies.length > 0 && (
        <Section id="results" heading="Related case studies">
          <WorkCards studies={caseStudies} />
        </Section>
      )}
    </>
  );
}
