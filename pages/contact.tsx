import ContactDetails from '@/components/contact/ContactDetails';
import ContactForm from '@/components/contact/ContactForm';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import StandardPage from '@/components/templates/StandardPage';
import ButtonLink from '@/components/ui/ButtonLink';
import { getContactFacts, getPage } from '@/lib/content/server';
import { type StandardPageProps, withContentProblems } from '@/lib/content/server/static-props';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { PAGE_FORMS, ROUTES } from '@/lib/routes';
import type { JsonLd } from '@/lib/seo/jsonld';
import { agencyLd } from '@/lib/seo/server/structured-data';

interface Props extends StandardPageProps {
  jsonLd: JsonLd[];
}

export const getStaticProps = withContentProblems<Props>(async () => ({
  props: { page: getPage(ROUTES.contact), jsonLd: agencyLd(getContactFacts()) },
}));

export default function ContactPage({ page, jsonLd }: Props) {
  return (
    <StandardPage
      page={page}
      jsonLd={jsonLd}
      heroActions={<ButtonLink href={`#${PAGE_FORMS.contact.anchor}`}>{ACTION_LABELS.message}</ButtonLink>}
    >
      <Section id={PAGE_FORMS.contact.anchor} heading="Tell us about your project">
        <div className={styles.split}>
          <ContactForm nextSteps={false} />
          <div className={styles.aside}>
            <h3>Other ways to reach us</h3>
            <ContactDetails />
          </div>
        </div>
      </Section>
    </StandardPage>
  );
}
