import type { GetStaticProps } from 'next';

import Reveal, { RevealItem } from '@/components/motion/Reveal';
import { type ServiceCardData, ServiceCards } from '@/components/sections/Cards';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import sectionStyles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Artwork from '@/components/ui/Artwork';
import Markdown from '@/components/ui/Markdown';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import { AtAGlance, NextCaseStudy, ResultsStrip } from '@/components/work/CaseStudyParts';
import styles from '@/components/work/Work.module.css';
import { getCaseStudy, listCaseStudies, servicesBySlugs } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/schema';
import { nextAfter } from '@/lib/content/sequence';
import { slugPaths } from '@/lib/content/static-props';
import { caseStudyPath } from '@/lib/routes';

interface Props {
  study: CaseStudy;
  services: ServiceCardData[];
  next: Pick<CaseStudy, 'slug' | 'client' | 'title'> | null;
}

export const getStaticPaths = slugPaths(listCaseStudies);

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const study = getCaseStudy(params!.slug);
  const services = servicesBySlugs(study.services).map(({ slug, title, summary }) => ({
    slug,
    title,
    summary,
  }));
  const following = nextAfter(listCaseStudies(), study.slug);
  const next = following ? { slug: following.slug, client: following.client, title: following.title } : null;
  return { props: { study, services, next } };
};

/** The story in three parts, each an h2 on the page grid. */
const STORY = [
  ['challenge', 'The challenge'],
  ['approach', 'Our approach'],
  ['outcome', 'The outcome'],
] as const;

export default function CaseStudyPage({ study, services, next }: Props) {
  return (
    <>
      <Seo
        title={`${study.client} case study`}
        description={study.description}
        path={caseStudyPath(study.slug)}
        crumb={study.client}
      />
      <PageHero
        eyebrow={`Case study · ${study.industry}`}
        heading={study.title}
        lead={study.summary}
        unpublished={study.unpublished}
      />
      <div className={`container ${styles.caseTop}`}>
        {/* The hero image of the work, under the headline. */}
        <figure className={styles.caseHero}>
          {study.cover.rendered ? (
            <ResponsiveImage
              image={study.cover.rendered}
              sizes="(min-width: 64rem) 40rem, 100vw"
              className={styles.caseHeroImage}
              priority
            />
          ) : (
            <Artwork
              src={study.image}
              alt={`Artwork for the ${study.client} project`}
              className={styles.caseHeroImage}
            />
          )}
          <figcaption>
            {study.cover.caption ?? 'Artwork drawn by Byer Company for this case study.'}
          </figcaption>
        </figure>
        <AtAGlance study={study} services={services} />
      </div>
      {study.results && (
        <div className="container">
          <ResultsStrip results={study.results} />
        </div>
      )}
      <div className={`container ${styles.caseBody}`}>
        <div className={styles.story}>
          {STORY.map(([id, heading]) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className={styles.storyPart}>
              <Reveal>
                <RevealItem>
                  <h2 id={`${id}-heading`}>{heading}</h2>
                </RevealItem>
                <RevealItem>
                  <Markdown doc={study[id]} className={sectionStyles.prose} />
                </RevealItem>
              </Reveal>
            </section>
          ))}
          {study.gallery.length > 0 && (
            <section id="gallery" aria-labelledby="gallery-heading" className={styles.storyPart}>
              <h2 id="gallery-heading">The work in pictures</h2>
              {study.gallery.map((image) =>
                image.rendered ? (
                  <figure key={image.src} className={sectionStyles.cover}>
                    <ResponsiveImage image={image.rendered} sizes="(min-width: 64rem) 40rem, 100vw" />
                    {image.caption && <figcaption>{image.caption}</figcaption>}
                  </figure>
                ) : null,
              )}
            </section>
          )}
        </div>
        <div className={styles.delivered}>
          <h2 id="delivered">What we delivered</h2>
          <ul>
            {study.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
      </div>
      <Section id="services-used" heading="Services used">
        <ServiceCards services={services} />
      </Section>
      {next && <NextCaseStudy study={next} />}
    </>
  );
}
