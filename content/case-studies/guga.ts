import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'guga',
  client: 'GUGA',
  title: 'A brand identity built to grow with the company',
  description:
    'Brand identity, website design and launch content for GUGA, giving a growing company one consistent look and voice across every channel.',
  industry: 'Technology',
  summary:
    'A complete identity, website and launch content for a company ready to present itself with more confidence.',
  challenge: `GUGA, a technology company, had reached the point where its presentation lagged behind the business. Its logo, colors and tone had been chosen early and applied inconsistently, so the website, social profiles and sales materials each looked slightly different.

That inconsistency made the company look smaller than it was, and it slowed the team down: every new document or post meant making design decisions again. GUGA needed an identity and a set of tools that would hold together as it grew.`,
  approach: `We began with positioning workshops to agree on who GUGA serves, what it stands for and how it should sound. From that platform we developed a visual identity with a logo system, color palette, typography and graphic elements, documented in practical guidelines.

We then applied the identity to a new website and a set of launch materials, including social templates and introductory content that explained the company in its new voice. Templates for everyday documents gave the team a way to stay on brand without waiting for a designer.`,
  outcome: `GUGA now presents one consistent brand across its website, social channels and sales materials. The guidelines and templates let the team produce new content quickly while keeping the look and voice intact.

The positioning work also gave the company a shared, written description of itself, which makes conversations with customers, partners and new hires easier.`,
  highlights: [
    'Brand positioning and voice guidelines',
    'Logo system, palette and typography',
    'Website design in the new identity',
    'Social and document templates for launch',
  ],
  services: ['branding-and-design', 'web-design', 'social-media-marketing', 'content-writing'],
  image: '/images/case-studies/guga.svg',
};

export default caseStudy;
