import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/work/portfolio',
  title: 'Portfolio: Websites, Brands, SEO and Campaigns',
  description:
    'Selected websites, brand identities, SEO programs and campaigns from Byer Company, a digital marketing agency in El Segundo, California.',
  heading: 'Portfolio',
  lead: 'A selection of recent work across web design, brand identity, search and campaigns. Some clients are named; others prefer to stay anonymous.',
  sections: [
    {
      id: 'anonymous-work',
      heading: 'Why some clients are unnamed',
      body: `Many security companies do not publicize their vendors, and we respect that. Where a client prefers privacy, we describe the kind of company and the work instead of the name.`,
    },
    {
      id: 'full-stories',
      heading: 'Read the full stories',
      body: `Linked titles lead to a longer account of the challenge, our approach and the result. All of them are collected on the [case studies page](/work/case-studies). To see how the pieces fit together, read about our [services](/services).`,
    },
  ],
};

export default page;
