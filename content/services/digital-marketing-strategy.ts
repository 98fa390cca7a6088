import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'digital-marketing-strategy',
  title: 'Digital Marketing Strategy',
  shortTitle: 'strategy',
  description:
    'A written digital marketing strategy for tech companies: audiences, positioning, channels, budget and the metrics that prove it works.',
  summary: 'A clear plan for where to spend your marketing time and money, and how to know it is working.',
  intro: `A digital marketing strategy answers a few hard questions in writing: who you are trying to reach, what you want them to believe, which channels will reach them, how much to spend on each, and which numbers will tell you it is working. Without those answers, teams drift into doing a little of everything and measuring whatever is easy.

Technology and cybersecurity companies face particular pressures. Categories shift quickly, analyst language changes every year, and buyers are skeptical of marketing by profession. Sales cycles are long enough that a campaign launched this quarter may only show revenue next year. A good strategy accounts for all of that, sets realistic expectations with leadership, and gives the marketing team permission to say no.

We build strategies with your leadership, sales and marketing teams, grounded in data from your CRM and analytics. The result is a document you can act on, whether our team carries it out through services like [SEO](/services/search-engine-optimization), [PPC](/services/ppc-advertising) and [content writing](/services/content-writing), or your own team does.`,
  included: [
    {
      title: 'Market and competitor review',
      text: 'How your category is changing, how competitors position themselves, and where there is room to stand out.',
    },
    {
      title: 'Audience and journey mapping',
      text: 'The people involved in buying, the questions they ask, and the channels they trust at each stage.',
    },
    {
      title: 'Positioning and messaging',
      text: 'A core message and proof points for each audience, tested with sales before rollout.',
    },
    {
      title: 'Channel plan and budget',
      text: 'Which channels to use, in what order, with budget ranges and expected timelines.',
    },
    {
      title: 'Measurement framework',
      text: 'The metrics that matter at each stage, how to track them, and a dashboard leadership will read.',
    },
    {
      title: 'Quarterly roadmap',
      text: 'Concrete initiatives for the next four quarters, with owners and milestones.',
    },
  ],
  process: [
    {
      title: 'Listen',
      text: 'Interviews with leadership, sales, customer success and a handful of customers.',
    },
    { title: 'Analyze', text: 'A review of your data, content, channels and competitors.' },
    {
      title: 'Recommend',
      text: 'A draft strategy presented in a working session and refined with your feedback.',
    },
    {
      title: 'Hand over or carry out',
      text: 'A final plan your team can run, with our support as much or as little as you need.',
    },
  ],
  faqs: [
    {
      question: 'How long does it take to build a strategy?',
      answer:
        'Most strategy engagements take four to eight weeks, depending on how many teams and products are involved and how quickly we can reach interviewees.',
    },
    {
      question: 'Do we have to hire you to carry out the strategy?',
      answer:
        'No. The strategy belongs to you and is written so your team or another partner can act on it. Many clients do ask us to carry out part of it, often the channels they lack in-house.',
    },
    {
      question: 'What if we already have a marketing plan?',
      answer:
        'Then we review it rather than starting over. Often the plan is sound and the gaps are in measurement, messaging or budget allocation, which we can address in a shorter engagement.',
    },
    {
      question: 'How do you set realistic targets for a long sales cycle?',
      answer:
        'We use your historical conversion rates from lead to opportunity to deal, and set leading indicators for the early months so progress is visible before revenue arrives.',
    },
  ],
  relatedCaseStudies: ['ntt', 'cts-ai'],
  cta: {
    heading: 'Get a plan your whole team can follow',
    text: 'Tell us where your marketing stands today and what leadership expects. We will suggest the right scope for a strategy engagement.',
  },
  keywords: [
    'digital marketing strategy',
    'marketing strategy',
    'b2b marketing strategy',
    'marketing plan',
    'go to market strategy',
    'marketing consulting',
    'tech marketing strategy',
    'cybersecurity marketing strategy',
  ],
};

export default service;
