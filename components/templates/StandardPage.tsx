import type { ReactNode } from 'react';

import CallToAction from '@/components/sections/CallToAction';
import ContentSections from '@/components/sections/ContentSections';
import PageHero from '@/components/sections/PageHero';
import Seo from '@/components/Seo';
import type { StandardPageProps } from '@/lib/content/static-props';
import type { JsonLd } from '@/lib/seo/jsonld';

export type { StandardPageProps };

/** A fixed page: hero, the editor's sections, an optional extra block, a call to action. */
interface StandardPageOptions {
  children?: ReactNode;
  /** Hero calls to action and artwork (see PageHero). */
  heroActions?: ReactNode;
  heroMedia?: ReactNode;
  cta?: boolean;
  jsonLd?: JsonLd[];
}

export default function StandardPage({
  page,
  children,
  heroActions,
  heroMedia,
  cta = true,
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
      {cta && <CallToAction />}
    </>
  );
}
