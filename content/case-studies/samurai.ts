import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'samurai',
  client: 'Samurai',
  title: 'Building a voice for a managed security brand',
  description:
    'B2B SEO, technical content and social programs for Samurai, the managed security and XDR brand from NTT, aimed at security decision-makers.',
  industry: 'Cybersecurity',
  summary:
    'Search, content and social work that gives a managed detection and response brand a clear, credible voice.',
  challenge: `Samurai is a managed security brand within NTT, offering extended detection and response (XDR) delivered as a managed service. The managed detection market is crowded, and most providers describe themselves in almost identical terms: around-the-clock monitoring, expert analysts, faster response.

Security leaders evaluating providers are well informed and skeptical. They look for evidence that a provider understands their environment and their threats, and they research extensively before speaking to anyone. The brand needed content and search presence that could stand up to that scrutiny and explain what makes its service different.`,
  approach: `We built a B2B search plan around the questions security teams ask when they consider outsourcing detection and response: how XDR differs from SIEM and EDR, what a managed service actually covers, and how to evaluate providers. Each topic received a focused, carefully reviewed piece of content, linked to the service pages it supports.

Our writers worked from interviews with Samurai's security specialists, so the content reflects real operational knowledge. We then adapted that material into a regular LinkedIn program for the brand and its experts, turning each long piece into several shorter posts.`,
  outcome: `Samurai has a growing library of practical, expert-reviewed content on managed detection and response, organized so that search engines and readers can see the depth of its expertise. Security buyers researching the category find answers that help them make a decision, not just marketing claims.

The social program gives the brand and its experts a steady, consistent presence in the feeds of the security professionals it wants to reach.`,
  highlights: [
    'B2B search plan for managed detection and XDR topics',
    'Technical articles based on interviews with security specialists',
    'LinkedIn program for the brand and its experts',
    'Internal linking between education content and service pages',
  ],
  services: [
    'b2b-search-engine-optimization',
    'search-engine-optimization',
    'content-writing',
    'social-media-marketing',
  ],
  image: '/images/case-studies/samurai.svg',
};

export default caseStudy;
