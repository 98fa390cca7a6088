import type { ReactNode } from 'react';

import ContentSections from '@/components/sections/ContentSections';
import PageHero from '@/components/sections/PageHero';
import { HeroPicture } from '@/components/sections/Picture';
import Statement from '@/components/sections/Statement';
import Seo from '@/components/Seo';
import type { StandardPageProps } from '@/lib/content/server/static-props';
import type { JsonLd } from '@/lib/seo/jsonld';

export type { StandardPageProps };

/** A fixed page: hero, an optional extra block, its statement, the editor's sections; the footer form closes it. */
interface StandardPageOptions {
  children?: ReactNode;
  /** Hero calls to action, and artwork in place of the page's own drawing (see PageHero). */
  heroActions?: ReactNode;
  heroMedia?: ReactNode;
  /** Something between the editor's sections (see ContentSections). */
  interlude?: ReactNode;
  /** A block after the editor's sections (home: the latest posts). */
  afterSections?: ReactNode;
  jsonLd?: JsonLd[];
}

export default function StandardPage({
  page,
  children,
  heroActions,
  heroMedia,
  afterSections,
  interlude,
  jsonLd,
}: StandardPageProps & StandardPageOptions) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        jsonLd={jsonLd}
        crumb={page.heading}
      />
      <PageHero
        heading={page.heading}
        lead={page.lead}
        media={heroMedia ?? (page.hero && <HeroPicture image={page.hero} />)}
      >
        {heroActions}
      </PageHero>
      {children}
      {page.statement && <Statement text={page.statement} />}
      <ContentSections sections={page.sections} interlude={interlude} />
      {afterSections}
    </>
  );
}
