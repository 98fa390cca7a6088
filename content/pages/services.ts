import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/services',
  title: 'Digital Marketing Services for Tech Companies',
  description:
    'Web design, SEO, branding, PPC, social, content, email and white-label services from an El Segundo agency that knows technology and security buyers.',
  heading: 'Marketing services for companies that sell complex things',
  lead: 'Twelve services, one team. Pick the one you need now, or combine them into a program that runs from first search to signed contract.',
  sections: [
    {
      id: 'how-we-work',
      heading: 'How we work with technical teams',
      body: `Most of our clients sell technology, and many sell security. Their buyers are experts, so the marketing has to be accurate before it can be persuasive. We interview your engineers and product managers, keep their review time short, and never publish a technical claim they have not checked.

We also respect the way security-minded companies operate. We work inside your accounts, follow your access and approval rules, and answer vendor security questionnaires without fuss.`,
    },
    {
      id: 'where-to-start',
      heading: 'Not sure where to start?',
      body: `If you know what is broken, start with that service. If you are not sure, a [digital marketing strategy](/services/digital-marketing-strategy) engagement sets priorities in a few weeks. Agencies looking for a specialist partner can go straight to [white-label services](/services/white-label-digital-marketing).

Either way, the first step is a conversation. [Tell us what you are working on](/contact) and we will suggest a sensible scope.`,
    },
  ],
};

export default page;
