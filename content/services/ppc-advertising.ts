import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'ppc-advertising',
  title: 'PPC Advertising',
  shortTitle: 'PPC',
  description:
    'Pay-per-click campaigns on Google, Bing and LinkedIn for B2B technology companies, managed for qualified pipeline rather than cheap clicks.',
  summary: 'Paid search and social campaigns measured by the pipeline they create, not the clicks they buy.',
  intro: `PPC advertising puts your offer in front of people at the moment they search for it or scroll past it, and you pay only when someone clicks. Done well, it is the fastest way to test a message, launch a product or fill a gap while organic search catches up.

Technology and security keywords are among the most expensive on the web, and many of the people clicking are students, job seekers or competitors. That makes discipline essential: tight keyword lists, negative keywords that filter out the wrong audiences, ads that set clear expectations, and landing pages built for one action. It also means tracking beyond the form fill, so budget moves toward campaigns that produce meetings and deals.

We manage campaigns on Google Ads, Microsoft Advertising and LinkedIn, and we build or improve the landing pages they send traffic to. Paid search data also feeds our [SEO work](/services/search-engine-optimization), showing which terms convert before we invest months in ranking for them.`,
  included: [
    {
      title: 'Account audit',
      text: 'A review of structure, targeting, bids, tracking and wasted spend in any existing accounts.',
    },
    {
      title: 'Campaign build',
      text: 'Keyword research, audience targeting, ad copy and extensions organized for easy reporting.',
    },
    {
      title: 'Landing pages',
      text: 'Focused pages for each campaign, written and designed to convert, and tested over time.',
    },
    {
      title: 'Conversion tracking',
      text: 'Analytics, tag setup and CRM integration so you can see which clicks became pipeline.',
    },
    {
      title: 'Ongoing optimization',
      text: 'Weekly bid, budget, search-term and ad adjustments, with A/B tests running continuously.',
    },
    {
      title: 'Clear reporting',
      text: 'Spend, cost per lead and cost per opportunity in one monthly report, with a plain-language summary.',
    },
  ],
  process: [
    {
      title: 'Audit and goals',
      text: 'We review current accounts and agree on the numbers that define success.',
    },
    { title: 'Build', text: 'Tracking first, then campaigns, ads and landing pages ready for launch.' },
    {
      title: 'Launch and learn',
      text: 'A controlled first month that tests messages and audiences at a modest budget.',
    },
    {
      title: 'Scale',
      text: 'Budget moves to what produces qualified leads, and new tests replace the losers.',
    },
  ],
  faqs: [
    {
      question: 'What budget do we need for PPC?',
      answer:
        'It depends on your market and goals. For competitive B2B technology terms, a test budget that allows a few hundred clicks a month is a sensible start. We will estimate costs from real keyword data before you commit.',
    },
    {
      question: 'Do you charge a percentage of ad spend?',
      answer:
        'We charge a flat monthly management fee based on the scope of the accounts, so we have no incentive to raise your spend. Ad spend is billed directly to your card by the platforms.',
    },
    {
      question: 'Who owns the ad accounts?',
      answer:
        'You do. We work inside accounts registered to your company, so your data and history stay with you if we ever part ways.',
    },
    {
      question: 'Is LinkedIn advertising worth the higher cost per click?',
      answer:
        'Often, for B2B. LinkedIn lets you target by job title, seniority and company, which can make the cost per qualified lead lower than cheaper platforms. We test it against search before scaling it.',
    },
    {
      question: 'How quickly will we see leads?',
      answer:
        'Campaigns can produce clicks on day one. Expect four to eight weeks of testing before cost per lead settles, and longer for enterprise sales cycles where deals take months.',
    },
  ],
  relatedCaseStudies: ['ntt', 'cts-ai'],
  cta: {
    heading: 'Stop paying for clicks that never turn into deals',
    text: 'Let us audit your current campaigns, or plan your first ones, at no cost.',
  },
  keywords: [
    'ppc',
    'pay per click',
    'ppc advertising',
    'google ads',
    'ppc agency',
    'paid search',
    'linkedin ads',
    'b2b ppc',
    'sem',
  ],
};

export default service;
