import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'b2b-search-engine-optimization',
  title: 'B2B Search Engine Optimization',
  shortTitle: 'B2B SEO',
  menuLabel: 'B2B SEO',
  description:
    'B2B SEO for long sales cycles: rank for the problems enterprise buyers research, and connect organic visits to accounts and pipeline.',
  summary: 'Search programs built for long sales cycles, buying committees and small, valuable audiences.',
  intro: `B2B search engine optimization applies the discipline of SEO to a different kind of buyer. Instead of thousands of shoppers, you may have a few hundred target accounts, each with a committee of people researching for months. The goal is not the most traffic, but the right people finding you at each step of that research.

In cybersecurity and enterprise technology, those steps are well defined. An analyst searches for a threat or a compliance requirement, an architect compares approaches, a manager looks for pricing and integration details, and a buyer checks reviews and analyst mentions. Each search deserves a page that answers it properly, and many of the most valuable searches have tiny volumes that keyword tools report as zero.

Our B2B program builds on our core [SEO service](/services/search-engine-optimization) with account-level thinking: content mapped to the buying committee, comparison and alternative pages, and reporting that connects organic sessions to target accounts in your CRM. It pairs naturally with [content writing](/services/content-writing) from writers who can interview your engineers.`,
  included: [
    {
      title: 'Buyer and committee research',
      text: 'Interviews and CRM analysis to understand who researches, what they ask and when.',
    },
    {
      title: 'Bottom-of-funnel pages',
      text: 'Comparison, alternative, integration and use-case pages for searches that signal buying intent.',
    },
    {
      title: 'Topic authority clusters',
      text: 'In-depth guides on the problems your product solves, linked so search engines see the depth.',
    },
    {
      title: 'Technical SEO for complex sites',
      text: 'Documentation, knowledge bases, multiple products and regions handled without duplicate content.',
    },
    {
      title: 'Account-level reporting',
      text: 'Organic visits matched to target accounts and opportunities where your tools allow it.',
    },
    {
      title: 'Sales enablement',
      text: 'Content that ranks and that your sales team can send to prospects at the right stage.',
    },
  ],
  process: [
    {
      title: 'Understand the buying journey',
      text: 'We talk to sales and customers and map the questions asked at each stage.',
    },
    { title: 'Prioritize', text: 'Topics ranked by closeness to revenue, not by search volume alone.' },
    {
      title: 'Publish and optimize',
      text: 'Bottom-of-funnel pages first, then authority content, with technical fixes along the way.',
    },
    {
      title: 'Connect to pipeline',
      text: 'Reporting that follows organic visitors into the CRM and informs the next quarter.',
    },
  ],
  faqs: [
    {
      question: 'How is B2B SEO different from regular SEO?',
      answer:
        'The fundamentals are the same, but B2B audiences are smaller, purchases involve several people, and sales cycles are long. That shifts the focus toward intent over volume, content for each committee role, and measurement in pipeline rather than sessions.',
    },
    {
      question: 'Is it worth targeting keywords with almost no search volume?',
      answer:
        'Often, yes. A term searched ten times a month by security architects at large enterprises can be worth more than a term searched ten thousand times by students. Keyword tools also undercount niche technical queries.',
    },
    {
      question: 'Should we write comparison pages about competitors?',
      answer:
        'Buyers search for comparisons either way, so it is better that they find a fair, accurate one from you. We write them factually, avoid unsupported claims, and update them when products change.',
    },
    {
      question: 'Can you tie SEO results to revenue?',
      answer:
        'We can usually show which organic visits became leads and opportunities, and which target accounts are reading your content. How far that goes depends on your analytics and CRM setup, which we help improve.',
    },
  ],
  relatedCaseStudies: ['ami', 'samurai'],
  cta: {
    heading: 'Reach the buying committee before your competitors do',
    text: 'Share your target accounts and sales cycle. We will show you where search can help most.',
  },
  keywords: [
    'b2b seo',
    'b2b search engine optimization',
    'b2b seo agency',
    'enterprise seo',
    'saas seo',
    'cybersecurity seo',
    'account based seo',
    'b2b content strategy',
  ],
};

export default service;
