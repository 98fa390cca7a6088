import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'visibility-optimization',
  title: 'Visibility Optimization',
  shortTitle: 'visibility optimization',
  description:
    'Get your company named in AI answers, map results, directories, review sites and search features, not only in the ten blue links.',
  summary: 'Be the company that AI assistants, maps, directories and search features name when buyers ask.',
  intro: `Visibility optimization covers every place a buyer can find you that is not a classic search result. That now includes answers from AI assistants and AI overviews, map and local listings, featured snippets, "people also ask" boxes, review platforms, partner marketplaces and industry directories. Each one draws on information about your company from across the web, and each one can leave you out.

For technology and security companies, these surfaces matter more every quarter. A buyer may ask an AI assistant for "managed detection providers for mid-sized banks" and get a short list with no links at all. Whether your company appears depends on how clearly and consistently you are described in sources those systems trust: your own site, structured data, directories, analyst and press coverage, and review sites.

We audit where you appear today, fix inconsistent or missing information, and publish content that is easy for machines to quote accurately. The work builds on solid [SEO foundations](/services/search-engine-optimization), and for companies with a physical office, such as those across Los Angeles and the South Bay, it includes map listings and local citations.`,
  included: [
    {
      title: 'AI answer audit',
      text: 'We test the questions your buyers ask across major AI assistants and record whether and how you are mentioned.',
    },
    {
      title: 'Entity and structured data',
      text: 'Organization, product and FAQ markup, plus consistent facts about your company across key sources.',
    },
    {
      title: 'Search feature targeting',
      text: 'Content shaped to win featured snippets, "people also ask" answers and other rich results.',
    },
    {
      title: 'Maps and local listings',
      text: 'Google Business Profile, Apple Maps and Bing Places set up, verified and kept current.',
    },
    {
      title: 'Directories and review sites',
      text: 'Accurate profiles on the software directories, marketplaces and review platforms your buyers use.',
    },
    {
      title: 'Visibility tracking',
      text: 'A recurring report on mentions in AI answers, search features and listings, with changes over time.',
    },
  ],
  process: [
    {
      title: 'Baseline',
      text: 'We record where you appear today across AI assistants, search features, maps and directories.',
    },
    {
      title: 'Fix the facts',
      text: 'Inconsistent names, descriptions, categories and contact details are corrected at the source.',
    },
    {
      title: 'Publish quotable content',
      text: 'Clear definitions, comparisons and FAQs that machines can cite accurately.',
    },
    { title: 'Monitor', text: 'Regular re-testing, because AI answers and search layouts change often.' },
  ],
  faqs: [
    {
      question: 'Can you guarantee that ChatGPT or Google AI will mention us?',
      answer:
        'No. These systems change often and nobody controls their output. What we can do is make accurate information about you widely available and easy to cite, which is what they tend to draw on.',
    },
    {
      question: 'How is this different from SEO?',
      answer:
        'SEO focuses on ranking your own pages. Visibility optimization also covers places where buyers get an answer without visiting your site at all: AI responses, map packs, snippets, directories and reviews. The two overlap and work best together.',
    },
    {
      question: 'Do B2B companies need map listings?',
      answer:
        'If you have an office, yes. Local searches like "cybersecurity company El Segundo" show map results first, and a verified listing also adds a trusted source of facts about your business.',
    },
    {
      question: 'Which directories matter for software companies?',
      answer:
        'It varies by category, but software review platforms, cloud marketplaces, partner directories of the vendors you integrate with, and industry associations usually matter most. We prioritize the ones that show up for your buyers.',
    },
  ],
  relatedCaseStudies: ['ntt', 'dave-wilson-nursery'],
  cta: {
    heading: 'Find out what AI assistants say about your company',
    text: 'Ask for a visibility snapshot: we will test the questions your buyers ask and share what we find.',
  },
  keywords: [
    'visibility optimization',
    'ai search optimization',
    'generative engine optimization',
    'answer engine optimization',
    'ai overviews',
    'local seo',
    'google business profile',
    'featured snippets',
    'directory listings',
    'llm visibility',
  ],
};

export default service;
