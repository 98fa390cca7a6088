import Section from '@/components/sections/Section';
import type { ShownQuote } from '@/lib/content/proof';
import { caseStudyPath } from '@/lib/routes';

import ClientQuote from './ClientQuote';

/** The chosen quote as a page section, linking to the case study it speaks of (home, services). */
export default function ClientWords({ quote, heading }: { quote: ShownQuote; heading: string }) {
  return (
    <Section id="client-words" heading={heading}>
      <ClientQuote
        quote={quote.quote}
        logo={quote.logo}
        more={{ href: caseStudyPath(quote.slug), label: `Read the ${quote.client} case study` }}
      />
    </Section>
  );
}
