import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/blog',
  title: 'Blog: B2B and Cybersecurity Marketing',
  description:
    'Practical articles on B2B and cybersecurity marketing from Byer Company: SEO, content, email, analytics, paid and social media, and conversion.',
  heading: 'Marketing insights for technology brands',
  lead: 'Practical advice from our strategy, SEO, content, paid media and design teams for marketing leaders at B2B technology and cybersecurity companies.',
  sections: [
    {
      id: 'what-we-write-about',
      heading: 'What we write about',
      body: 'We write about the work we do for clients every week: reaching technical buyers and security leaders, earning search visibility, building content and email programs, and measuring what produces pipeline. Start with [B2B marketing and lead generation](/blog/category/b2b-marketing-and-lead-generation), [SEO strategies and best practices](/blog/category/seo-strategies-and-best-practices) or [marketing analytics and data insights](/blog/category/marketing-analytics-and-data-insights), or [tell us what you are working on](/contact).',
    },
  ],
};

export default page;
