import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'cts-ai',
  client: 'CTS AI',
  title: 'Taking an AI solutions company from idea to market',
  description:
    'Go-to-market strategy, brand, website and paid campaigns that helped CTS AI, an AI solutions company, introduce itself to business buyers.',
  industry: 'Artificial intelligence',
  summary:
    'Strategy, identity, website and launch campaigns for an AI solutions company entering a crowded market.',
  challenge: `CTS AI is an AI solutions company entering a market where nearly every vendor now claims to use artificial intelligence. Business buyers are interested but wary: they have heard broad promises before and want to know what a solution does, how it fits their operations and what adopting it involves.

The company needed to define its audience and message, look credible from the first visit, and start conversations with the right buyers quickly, without a large marketing team or a long lead time.`,
  approach: `We started with a compact strategy engagement: target audiences, the problems CTS AI solves for each, a core message free of jargon, and a plan for which channels to use first. That plan shaped everything that followed.

We designed a clean identity and a focused website that explains the offer in plain business terms, with pages for each key use case. To reach buyers early, we launched small, carefully targeted search and LinkedIn campaigns pointing to dedicated landing pages, and used the results to refine the message.`,
  outcome: `CTS AI entered the market with a clear message, a professional identity and a website that explains its offer without hype. Targeted campaigns gave the team early conversations with relevant buyers and real feedback on which messages resonate.

The strategy document continues to guide decisions about where to invest next, so the company can grow its marketing in a deliberate order.`,
  highlights: [
    'Go-to-market strategy and core messaging',
    'Visual identity and focused website',
    'Use-case landing pages',
    'Targeted search and LinkedIn launch campaigns',
  ],
  services: ['digital-marketing-strategy', 'branding-and-design', 'web-design', 'ppc-advertising'],
  image: '/images/case-studies/cts-ai.svg',
};

export default caseStudy;
