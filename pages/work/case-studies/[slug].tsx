import type { GetStaticPaths, GetStaticProps } from 'next';

import { type ServiceCardData, ServiceCards } from '@/components/sections/Cards';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Artwork from '@/components/ui/Artwork';
import Markdown from '@/components/ui/Markdown';
import { getCaseStudy, listCaseStudies, servicesBySlugs } from '@/lib/content';
import { caseStudyPath } from '@/lib/content/paths';
import type { CaseStudy } from '@/lib/content/schema';

interface Props {
  study: CaseStudy;
  services: ServiceCardData[];
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: listCaseStudies().map((c) => ({ params: { slug: c.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const study = getCaseStudy(params!.slug);
  const services = servicesBySlugs(study.services).map(({ slug, title, summary }) => ({
    slug,
    title,
    summary,
  }));
  return { props: { study, services } };
};

export default function CaseStudyPage({ study, services }: Props) {
  return (
    <>
      <Seo
        title={`${study.client} case study`}
        description={study.description}
        path={caseStudyPath(study.slug)}
        crumb={study.client}
      />
      <PageHero eyebrow={`Case study · ${study.industry}`} heading={study.title} lead={study.summary} />
      <div className={`container ${styles.split}`}>
        <div>
          <Section id="challenge" heading="The challenge">
            <Markdown source={study.challenge} className={styles.prose} />
          </Section>
          <Section id="approach" heading="Our approach">
            <Markdown source={study.approach} className={styles.prose} />
          </Section>
          <Section id="outcome" heading="The outcome">
            <Markdown source={study.outcome} className={styles.prose} />
          </Section>
        </div>
        <aside className={styles.aside} aria-labelledby="at-a-glance">
          <Artwork
            src={study.image}
            alt={`Artwork for the ${study.client} project`}
            className={styles.cardImage}
          />
          <h2 id="at-a-glance">At a glance</h2>
          <dl>
            <dt>Client</dt>
            <dd>{study.client}</dd>
            <dt>Industry</dt>
            <dd>{study.industry}</dd>
          </dl>
          <ul className={styles.highlights}>
            {study.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </aside>
      </div>
      <Section id="services-used" heading="Services used">
        <ServiceCards services={services} />
      </Section>
    </>
  );
}
