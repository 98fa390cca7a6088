import { useContactFacts } from '@/components/contact/contact-facts-context';
import ContactDetails from '@/components/contact/ContactDetails';
import ContactForm from '@/components/contact/ContactForm';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import StandardPage from '@/components/templates/StandardPage';
import { type StandardPageProps, standardPageProps } from '@/lib/content/server/static-props';
import { PAGE_FORMS, ROUTES } from '@/lib/routes';
import { agencyLd } from '@/lib/seo/jsonld';

export const getStaticProps = standardPageProps(ROUTES.contact);

export default function ContactPage({ page }: StandardPageProps) {
  const facts = useContactFacts();
  return (
    <StandardPage page={page} jsonLd={agencyLd(facts)}>
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
