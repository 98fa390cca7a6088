import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'web-design',
  title: 'Web Design',
  shortTitle: 'web design',
  description:
    'Websites for technology and security companies that explain complex products clearly, load fast, and give sales a page worth sending.',
  summary: 'Websites that make a complex product easy to understand and easy to buy.',
  intro: `A company website is usually the first thing a serious buyer checks and the last thing they look at before a meeting. Good web design makes that visit count: clear messaging at the top, a structure that lets each audience find its path, and pages fast enough that nobody waits.

Technology and cybersecurity sites carry extra weight. They have to speak to a CISO, an engineer and a procurement lead at once, show proof without overwhelming, and meet the same standards of care the product promises. A slow, inconsistent or insecure site undercuts the message before anyone reads it.

We design and build sites around the questions buyers ask, with a content system your team can maintain without a developer. Every build includes search foundations from our [SEO practice](/services/search-engine-optimization), and when the brand itself needs work, we start with [branding and design](/services/branding-and-design) so the site rests on a clear identity.`,
  included: [
    {
      title: 'Messaging and sitemap',
      text: 'A page structure built around your audiences, products and buying stages, agreed before any design starts.',
    },
    {
      title: 'Wireframes and prototypes',
      text: 'Clickable layouts for key pages so you can test the flow with your team before visual design.',
    },
    {
      title: 'Visual design',
      text: 'A component-based design system that matches your brand and scales to new pages without a redesign.',
    },
    {
      title: 'Development',
      text: 'Fast, accessible, responsive builds on a modern stack or your preferred CMS, with clean handover.',
    },
    {
      title: 'Search and analytics setup',
      text: 'Redirect maps, metadata, structured data, analytics and conversion tracking ready on launch day.',
    },
    {
      title: 'Training and support',
      text: 'A walkthrough for your editors and a support period after launch for fixes and small changes.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'Interviews with sales, product and leadership, plus a review of analytics and competitors.',
    },
    {
      title: 'Structure',
      text: 'Sitemap, messaging hierarchy and wireframes for the pages that matter most.',
    },
    {
      title: 'Design',
      text: 'Visual design of templates and components, reviewed in rounds with your team.',
    },
    {
      title: 'Build and test',
      text: 'Development, content entry, accessibility and performance checks across devices.',
    },
    {
      title: 'Launch and improve',
      text: 'A careful launch with redirects in place, then a review of real usage after the first month.',
    },
  ],
  faqs: [
    {
      question: 'How long does a website project take?',
      answer:
        'Most B2B sites take eight to fourteen weeks from discovery to launch. A focused landing site can be faster; a multi-product platform with many templates takes longer.',
    },
    {
      question: 'Which platform do you build on?',
      answer:
        'It depends on who will edit the site and how. We build on modern frameworks with a headless CMS, on WordPress, or on Webflow, and we recommend the option your team can maintain comfortably.',
    },
    {
      question: 'Will we lose our search rankings when we relaunch?',
      answer:
        'Not if the migration is planned. We map every old URL to its new home, keep the content that ranks, and monitor Search Console closely in the weeks after launch.',
    },
    {
      question: 'Can you write the copy as well?',
      answer:
        'Yes. Our [content writing team](/services/content-writing) can write the whole site or edit what you have. Most technical clients prefer a mix: we draft, their experts correct.',
    },
    {
      question: 'Do you meet accessibility standards?',
      answer:
        'We design and build to WCAG 2.2 AA as a baseline: semantic markup, keyboard navigation, sufficient contrast and meaningful alternative text.',
    },
  ],
  relatedCaseStudies: ['wiliot', 'dave-wilson-nursery', 'shimek'],
  cta: {
    heading: 'Plan a website your sales team will want to share',
    text: 'Tell us about your current site and what it needs to do. We will reply with a rough scope and timeline.',
  },
  keywords: [
    'web design',
    'website design',
    'web design agency',
    'b2b website design',
    'website redesign',
    'web development',
    'cybersecurity website design',
    'tech company website',
  ],
};

export default service;
