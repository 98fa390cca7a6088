import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'ami',
  client: 'AMI',
  title: 'Making decades of firmware expertise easy to find',
  description:
    'How we helped AMI present its firmware and platform security expertise to modern buyers through search strategy, site structure and technical content.',
  industry: 'Firmware and platform security',
  summary:
    'A search and content program that connects a long-established firmware company with the security questions buyers ask today.',
  challenge: `AMI has built BIOS and firmware for computing platforms for decades, and its software sits underneath a huge range of servers, PCs and embedded devices. Over the same period, firmware has moved from a quiet engineering topic to a front-line security concern, with buyers now asking about supply-chain integrity, secure boot and platform resilience.

The company had deep expertise on exactly those subjects, but much of it was spread across product pages, documents and announcements written for audiences who already knew AMI. Someone searching for the problems AMI solves could easily miss it and land on a newer, louder competitor.

The goal was to make the site reflect the company's standing: organized around the questions security and infrastructure teams ask, and easy for search engines to understand.`,
  approach: `We started with a technical SEO audit and a topic map built from the language of firmware security rather than internal product names. That map showed which subjects AMI was already credible on, which ones lacked a clear page, and where existing pages competed with each other for the same searches.

We then worked through the site in priority order: clarifying page titles and headings, consolidating overlapping content, strengthening internal links between products and the security topics they address, and adding structured data. For gaps in coverage, we wrote briefs and long-form content based on interviews with AMI's specialists, with every draft reviewed by their team for technical accuracy.

Throughout, we kept the B2B buying group in mind, so each topic has content for the engineer evaluating the technology and the leader deciding whether it matters.`,
  outcome: `AMI now has a site structure in which each major firmware and platform security topic has a clear home, linked to the products that address it. Search engines get a consistent picture of what the company does, and visitors arriving from a search land on a page that answers their question directly.

The content library gives AMI's sales and marketing teams material they can share with prospects at different stages, written in plain language without losing technical precision. The topic map also gives the team a shared plan for what to publish next.`,
  highlights: [
    'Technical SEO audit and prioritized fix list',
    'Firmware security topic map aligned with buyer language',
    'Consolidated and restructured product and solution pages',
    'Expert-reviewed long-form technical content',
  ],
  services: ['search-engine-optimization', 'b2b-search-engine-optimization', 'content-writing'],
  image: '/images/case-studies/ami.svg',
};

export default caseStudy;
