import type { Service } from '@/lib/content/schema';

const service: Service = {
  slug: 'branding-and-design',
  title: 'Draft branding-and-design',
  shortTitle: 'SEO',
  description: 'SEO for technology and cybersecurity companies: technical fixes, content that answers buyer questions, and reporting tied to pipeline.',
  summary: 'Earn rankings that bring qualified buyers, not just traffic.',
  intro: `Search engine optimization is the work of making your site the best answer to the questions your buyers type into Google, Bing and AI assistants.

We fix what stops search engines from crawling and understanding your pages, then build the content that earns rankings for the topics your sales team cares about.`,
  included: [
    { title: 'Technical audit', text: 'Crawl, indexation, Core Web Vitals and structured data, with every issue ranked by impact.' },
    { title: 'Keyword and topic strategy', text: 'A map of the searches your buyers make at each stage, tied to pages that should rank.' },
    { title: 'On-page optimization', text: 'Titles, headings, internal links and copy improved page by page.' },
  ],
  process: [
    { title: 'Audit', text: 'We measure where you stand and what blocks growth.' },
    { title: 'Plan', text: 'A 90-day roadmap ranked by effort and expected return.' },
    { title: 'Improve and report', text: 'Monthly work and a report that ties rankings to leads.' },
  ],
  faqs: [
    { question: 'How long does SEO take to work?', answer: 'Technical fixes can show results in weeks; content usually takes three to six months to rank.' },
    { question: 'Do you guarantee rankings?', answer: 'No honest agency can. We commit to the work and report on what it produces.' },
    { question: 'Can you work with our in-house team?', answer: 'Yes. We often handle strategy and technical work while your team writes.' },
  ],
  relatedCaseStudies: ['ami'],
  cta: { heading: 'Find out what is holding your rankings back', text: 'Ask for a free SEO review of your site.' },
  keywords: ['seo', 'search engine optimization', 'organic search', 'rankings'],
};

export default service;
