import dynamic from 'next/dynamic';
import type { CSSProperties } from 'react';

import Reveal, { RevealItem } from '@/components/motion/Reveal';
import { type ServiceCardData, ServiceCards } from '@/components/sections/Cards';
import NextSteps from '@/components/sections/NextSteps';
import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import sectionStyles from '@/components/sections/Sections.module.css';
import Seo from '@/components/Seo';
import Markdown from '@/components/ui/Markdown';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import styles from '@/components/work/CaseStudy.module.css';
import { AtAGlance, Delivered, NextCaseStudy } from '@/components/work/CaseStudyParts';
import HeadlineFigure from '@/components/work/HeadlineFigure';
import { pictureCredit } from '@/lib/content/credits';
import { chooseQuote, headlineResult } from '@/lib/content/proof';
import type { CaseStudy, ClientLogo } from '@/lib/content/schema';
import { nextAfter } from '@/lib/content/sequence';
import { getCaseStudy, listCaseStudies, listClientLogos, servicesBySlugs } from '@/lib/content/server';
import { slugPaths, withContentProblems } from '@/lib/content/server/static-props';
import { galleryRows, isTall, rowColumns } from '@/lib/layout/gallery';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { caseStudyPath } from '@/lib/routes';

/** Supplied proof, fetched only by a case study that has some. */
const Proof = dynamic(() => import('@/components/work/Proof'));

interface Props {
  study: CaseStudy;
  services: ServiceCardData[];
  next: Pick<CaseStudy, 'slug' | 'client' | 'title'> | null;
  /** The quoted company's logo, when the agency supplied one. */
  quoteLogo: ClientLogo | null;
  /** Who made the pictures, said once (lib/content/credits.ts). */
  credit: string;
}

export const getStaticPaths = slugPaths(listCaseStudies);

export const getStaticProps = withContentProblems<Props, { slug: string }>(async ({ params }) => {
  const study = getCaseStudy(params!.slug);
  const services = servicesBySlugs(study.services).map(({ slug, title, summary }) => ({
    slug,
    title,
    summary,
  }));
  const following = nextAfter(listCaseStudies(), study.slug);
  const next = following ? { slug: following.slug, client: following.client, title: following.title } : null;
  const quoteLogo = study.quote ? (chooseQuote([study], listClientLogos())?.logo ?? null) : null;
  const credit = pictureCredit(study.client, [study.cover, ...study.gallery]);
  return { props: { study, services, next, quoteLogo, credit } };
});

/** The story in three parts, each an h2 on the page grid. */
const STORY = [
  ['challenge', 'The challenge'],
  ['approach', 'Our approach'],
  ['outcome', 'The outcome'],
] as const;

export default function CaseStudyPage({ study, services, next, quoteLogo, credit }: Props) {
  const headline = headlineResult(study.results);
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
      >
        {headline && <HeadlineFigure result={headline} hero />}
        <NextSteps steps={['contact']} />
      </PageHero>
      {/* The work first: one wide picture under the headline, the largest of the first screen. */}
      <figure className={`container ${styles.caseHero}`}>
        {study.cover.rendered && (
          <ResponsiveImage
            image={study.cover.rendered}
            sizes={IMAGE_SIZES.caseWide}
            className={styles.caseHeroImage}
            priority
          />
        )}
      </figure>
      <div className={`container ${styles.caseBody}`}>
        {/* First in reading order, so phones get the facts before the story and the pictures. */}
        <div className={styles.caseFacts}>
          <AtAGlance study={study} services={services} />
          <Delivered highlights={study.highlights} />
        </div>
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
        </div>
      </div>
      {(study.results?.length || study.quote) && (
        <div className="container">
          <Proof results={study.results} quote={study.quote} logo={quoteLogo} />
        </div>
      )}
      {study.gallery.length > 0 ? (
        // The page's moment: the work in pictures on one deep band, edge to edge.
        <section id="gallery" aria-labelledby="gallery-heading" className={`inverse ${styles.galleryBand}`}>
          <div className={`container ${styles.gallery}`}>
            <h2 id="gallery-heading">The work in pictures</h2>
            {galleryRows(study.gallery, (image) => image.rendered).map((row) => {
              const figures = row.map((image) =>
                image.rendered ? (
                  <figure
                    key={image.src}
                    className={`${styles.galleryItem} ${row.length === 1 && isTall(image.rendered) ? styles.galleryTall : ''}`}
                  >
                    <ResponsiveImage
                      image={image.rendered}
                      sizes={isTall(image.rendered) ? IMAGE_SIZES.caseTall : IMAGE_SIZES.caseWide}
                      className={styles.galleryImage}
                    />
                    {image.caption && <figcaption>{image.caption}</figcaption>}
                  </figure>
                ) : null,
              );
              if (row.length === 1) return figures[0];
              // A desktop and a phone capture of one page: side by side, at one height.
              const columns = rowColumns(row.map((image) => image.rendered!));
              return (
                <div
                  key={row[0]!.src}
                  className={styles.galleryPair}
                  style={{ '--pair-columns': columns } as CSSProperties}
                >
                  {figures}
                </div>
              );
            })}
            <p className={styles.credit}>{credit}</p>
          </div>
        </section>
      ) : (
        <p className={`container ${styles.credit}`}>{credit}</p>
      )}
      <Section id="services-used" heading="Services used">
        <ServiceCards services={services} />
      </Section>
      {next && <NextCaseStudy study={next} />}
    </>
  );
}
