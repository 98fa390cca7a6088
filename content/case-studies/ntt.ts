import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'ntt',
  client: 'NTT',
  title: 'Focused demand generation inside a global technology group',
  description:
    'Search, paid media and visibility work that helped an NTT team reach specific technology buyers within a very large global brand.',
  industry: 'Technology and IT services',
  summary:
    'A focused search and paid media program for a team within one of the largest technology and IT services groups.',
  challenge: `NTT is a global technology and IT services group with a very broad portfolio, from infrastructure and networking to cloud, security and managed services. Size brings recognition, but it also creates a practical problem for individual teams: a search for one specific offering can return dozens of pages from across the group, or none of the right ones.

The team we worked with needed to reach a defined set of technology buyers for its own services and turn that attention into qualified conversations, while staying inside the group's brand and governance rules.`,
  approach: `We began with a short strategy phase to agree on audiences, priority offerings and the metrics that would count as success. That gave the paid and organic work a shared target.

For search, we mapped the queries that signalled real buying interest and made sure each had a focused landing page, with clear titles, structured data and internal links that did not compete with other parts of the group's web presence. For paid media, we built tightly targeted search and LinkedIn campaigns with careful negative keywords and audience filters, sending traffic to pages designed for one action. We also reviewed how the offering appeared in search features and business listings and corrected inconsistent information.`,
  outcome: `The team now has a clear, measurable program: landing pages that own their topics, paid campaigns that reach the roles it wants, and reporting that shows which activity leads to conversations. Budget decisions are based on qualified leads rather than clicks.

Because the work follows the group's brand and approval processes, the same structure can be reused as new offerings launch.`,
  highlights: [
    'Audience and channel strategy with agreed success metrics',
    'Focused landing pages for high-intent searches',
    'Search and LinkedIn campaigns with tight targeting',
    'Listing and search feature clean-up',
  ],
  services: [
    'search-engine-optimization',
    'ppc-advertising',
    'visibility-optimization',
    'digital-marketing-strategy',
  ],
  image: '/images/case-studies/ntt.svg',
};

export default caseStudy;
