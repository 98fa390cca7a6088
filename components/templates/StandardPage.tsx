import type { ReactNode } from 'react';

import ContentSections from '@/components/sections/ContentSections';
import PageHero from '@/components/sections/PageHero';
import Seo from '@/components/Seo';
import type { StandardPageProps } from '@/lib/content/server/static-props';
import type { JsonLd } from '@/lib/seo/jsonld';

export type { StandardPageProps };

/** A fixed page: hero, an optional extra block, the editor's sections; the footer form closes it. */
interface StandardPageOptions {
  children?: ReactNode;
  /** Hero calls to action and artwork (see PageHero). */
  heroActions?: ReactNode;
  heroMedia?: ReactNode;
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
      <PageHero heading={page.heading} lead={page.lead} media={heroMedia}>
        {heroActions}
      </PageHero>
      {children}
      <ContentSections sections={page.sections} />
      {afterSections}
    </>
  );
}
