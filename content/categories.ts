import type { Category } from '@/lib/content/schema';

const categories: Category[] = [
  {
    slug: 'digital-marketing-trends-and-thought-leadership',
    art: { palette: 'aurora', motif: 'waves' },
    name: 'Digital Marketing Trends & Thought Leadership',
    description:
      'Where digital marketing is heading and what it means for technology brands: our view on the shifts worth acting on and the hype worth ignoring.',
  },
  {
    slug: 'social-media-marketing-and-management',
    art: { palette: 'orchid', motif: 'constellation' },
    name: 'Social Media Marketing & Management',
    description:
      'Practical guidance on planning, publishing and measuring social media for B2B and technology companies, from LinkedIn to short-form video.',
  },
  {
    slug: 'b2b-marketing-and-lead-generation',
    art: { palette: 'cobalt', motif: 'blocks' },
    name: 'B2B Marketing & Lead Generation',
    description:
      'How B2B and cybersecurity companies turn long, committee-driven buying journeys into qualified pipeline with content, search and paid media.',
  },
  {
    slug: 'marketing-analytics-and-data-insights',
    art: { palette: 'glacier', motif: 'bars' },
    name: 'Marketing Analytics & Data Insights',
    description:
      'Measurement that leadership trusts: analytics setup, attribution, dashboards and the metrics that actually predict revenue.',
  },
  {
    slug: 'content-marketing-and-copywriting',
    art: { palette: 'citrus', motif: 'geometry' },
    name: 'Content Marketing & Copywriting',
    description:
      'Writing that earns attention from technical buyers: content strategy, editorial process and copy that explains complex products plainly.',
  },
  {
    slug: 'seo-strategies-and-best-practices',
    art: { palette: 'harbor', motif: 'meridians' },
    name: 'SEO Strategies & Best Practices',
    description:
      'Search engine optimization that holds up: technical SEO, content architecture, links and how AI search is changing the results page.',
  },
  {
    slug: 'marketing-technology-and-tools',
    art: { palette: 'graphite', motif: 'facets' },
    name: 'Marketing Technology & Tools',
    description:
      'Choosing, connecting and getting value from the marketing stack: CMS, CRM, automation, analytics and the AI tools worth adopting.',
  },
  {
    slug: 'conversion-rate-optimization',
    art: { palette: 'ember', motif: 'contours' },
    name: 'Conversion Rate Optimization',
    description:
      'Turning more visitors into leads and customers through research, testing and better page design, with methods you can repeat.',
  },
  {
    slug: 'email-marketing-and-automation',
    art: { palette: 'mint', motif: 'signal' },
    name: 'Email Marketing & Automation',
    description:
      'Email programs that nurture long sales cycles: segmentation, automation flows, deliverability and copy people choose to read.',
  },
];

export default categories;
