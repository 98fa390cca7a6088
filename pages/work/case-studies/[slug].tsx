import type { GetStaticProps } from 'next';

import CallToAction from '@/components/sections/CallToAction';
import { type ServiceCardData, ServiceCards } from '@/components/sections/Cards';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Artwork from '@/components/ui/Artwork';
import Markdown from '@/components/ui/Markdown';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import { getCaseStudy, listCaseStudies, servicesBySlugs } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/schema';
import { slugPaths } from '@/lib/content/static-props';
import { caseStudyPath } from '@/lib/routes';

interface Props {
  study: CaseStudy;
  services: ServiceCardData[];
}

export const getStaticPaths = slugPaths(listCaseStudies);

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
            <Markdown doc={study.challenge} className={styles.prose} />
          </Section>
          <Section id="approach" heading="Our approach">
            <Markdown doc={study.approach} className={styles.prose} />
          </Section>
          <Section id="outcome" heading="The outcome">
            <Markdown doc={study.outcome} className={styles.prose} />
          </Section>
          {study.gallery && study.gallery.length > 0 && (
            <Section id="gallery" heading="The work in pictures">
              {study.gallery.map((image) =>
                image.rendered ? (
                  <figure key={image.src} className={styles.cover}>
                    <ResponsiveImage image={image.rendered} sizes="(min-width: 46rem) 42rem, 100vw" />
                    {image.caption && <figcaption>{image.caption}</figcaption>}
                  </figure>
                ) : null,
              )}
            </Section>
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="at-a-glance">
          {study.cover?.rendered ? (
            <ResponsiveImage
              image={study.cover.rendered}
              sizes="(min-width: 64rem) 22rem, 100vw"
              className={styles.cardImage}
              priority
            />
          ) : (
            <Artwork
              src={study.image}
              alt={`Artwork for the ${study.client} project`}
              className={styles.cardImage}
            />
          )}
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
      <CallToAction heading="Want results like these?" />
    </>
  );
}
