import { useContactFacts } from '@/components/contact/contact-facts-context';
import ContactDetails from '@/components/contact/ContactDetails';
import ContentSections from '@/components/sections/ContentSections';
import FaqList from '@/components/sections/FaqList';
import PageHero from '@/components/sections/PageHero';
import { HeroPicture, SectionPicture } from '@/components/sections/Picture';
import Section from '@/components/sections/Section';
import Seo from '@/components/Seo';
import ButtonLink from '@/components/ui/ButtonLink';
import type { LandingPageProps } from '@/lib/content/server/static-props';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { landingPath, ROUTES } from '@/lib/routes';

/** Local landing pages: one template, copy of their own for each locality. */
export default function LandingPage({ landing, jsonLd }: LandingPageProps) {
  const facts = useContactFacts();
  return (
    <>
      <Seo
        title={landing.title}
        description={landing.description}
        path={landingPath(landing)}
        jsonLd={jsonLd}
        crumb={landing.heading}
      />
      <PageHero
        eyebrow={`Serving ${landing.locality}`}
        heading={landing.heading}
        lead={landing.lead}
        media={landing.hero && <HeroPicture image={landing.hero} />}
      >
        <ButtonLink href={ROUTES.contact}>{ACTION_LABELS.contact}</ButtonLink>
        <ButtonLink href={ROUTES.caseStudies} variant="secondary">
          {ACTION_LABELS.work}
        </ButtonLink>
      </PageHero>
      <ContentSections
        sections={landing.sections}
        interlude={landing.interlude && <SectionPicture image={landing.interlude} />}
      />
      <Section id="areas" heading="Areas we serve">
        <p>{landing.areasServed.join(' · ')}</p>
      </Section>
      {(facts.phone || facts.streetAddress || facts.hours) && (
        <Section
          id="reach-us"
          heading={facts.streetAddress ? 'Visit or call us' : 'How to reach us'}
          shape="beside"
        >
          <ContactDetails />
        </Section>
      )}
      {landing.faqs.length > 0 && (
        <Section id="faq" heading="Questions we hear locally" shape="beside">
          <FaqList faqs={landing.faqs} />
        </Section>
      )}
    </>
  );
}
