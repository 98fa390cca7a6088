import ContactForm from '@/components/contact/ContactForm';
import Section from '@/components/sections/Section';
import StandardPage from '@/components/templates/StandardPage';
import { type StandardPageProps, standardPageProps } from '@/lib/content/static-props';
import { ROUTES } from '@/lib/routes';
import { agencyLd } from '@/lib/seo/jsonld';

export const getStaticProps = standardPageProps(ROUTES.contact);

export default function ContactPage({ page }: StandardPageProps) {
  return (
    <StandardPage page={page} cta={false} jsonLd={agencyLd()}>
      <Section id="message" heading="Tell us about your project">
        <ContactForm />
      </Section>
    </StandardPage>
  );
}
