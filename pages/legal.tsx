import Section from '@/components/sections/Section';
import StandardPage from '@/components/templates/StandardPage';
import Link from '@/components/ui/Link';
import { type StandardPageProps, standardPageProps } from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

export const getStaticProps = standardPageProps(ROUTES.legal);

export default function LegalPage({ page }: StandardPageProps) {
  return (
    <StandardPage page={page}>
      <Section>
        <nav aria-label="On this page">
          <ul>
            {page.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </StandardPage>
  );
}
