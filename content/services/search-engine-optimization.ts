import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'search-engine-optimization',
  title: 'Search Engine Optimization',
  shortTitle: 'SEO',
  description:
    'SEO for technology and cybersecurity companies: technical fixes, content that answers buyer questions, and reporting tied to pipeline.',
  summary:
    'Earn rankings for the searches your buyers actually make, and turn that traffic into conversations.',
  intro: `Search engine optimization is the steady work of making your site the clearest, fastest and most trustworthy answer to the questions your buyers ask. It covers three things at once: a site search engines can crawl without friction, pages that match what people are looking for, and a reputation across the web that signals you know your subject.

For technology and cybersecurity companies the stakes are specific. Buyers research for weeks before they talk to sales, and much of that research starts in a search box: "SBOM requirements", "XDR vs SIEM", "firmware supply chain risk". If your engineers wrote the definitive answer but it sits in a PDF or behind a form, a competitor's blog post will rank instead.

We start with the technical foundation, then build topic coverage that mirrors your product and your buyers' vocabulary. When the site itself needs rework, we pair SEO with [web design](/services/web-design) so structure and search are planned together. If your audience is a small set of enterprise accounts, our [B2B SEO program](/services/b2b-search-engine-optimization) narrows the focus further.`,
  included: [
    {
      title: 'Technical audit',
      text: 'Crawling, indexation, Core Web Vitals, redirects and structured data, with every issue ranked by impact and effort.',
    },
    {
      title: 'Keyword and topic map',
      text: 'The searches your buyers make at each stage, grouped into topics and assigned to the pages that should rank for them.',
    },
    {
      title: 'On-page optimization',
      text: 'Titles, headings, internal links, schema and copy improved page by page, starting with the pages closest to revenue.',
    },
    {
      title: 'Content briefs',
      text: 'Briefs your writers or ours can follow: search intent, questions to answer, sources, and the internal links each piece needs.',
    },
    {
      title: 'Authority building',
      text: 'Earned mentions and links from industry publications, partners and communities, never bought in bulk.',
    },
    {
      title: 'Monthly reporting',
      text: 'Rankings, organic traffic and the leads it produced, with a short note on what we did and what comes next.',
    },
  ],
  process: [
    {
      title: 'Audit',
      text: 'We crawl the site, review analytics and Search Console, and list what is blocking growth.',
    },
    {
      title: 'Plan',
      text: 'A 90-day roadmap ranked by expected return, agreed with you before work starts.',
    },
    {
      title: 'Fix and build',
      text: 'Technical fixes first, then on-page work and new content on the topics that matter most.',
    },
    {
      title: 'Measure and adjust',
      text: 'Monthly reviews of what moved and why, and a revised plan for the next quarter.',
    },
  ],
  faqs: [
    {
      question: 'How long does SEO take to show results?',
      answer:
        'Technical fixes on an established site can show movement within a few weeks. New content usually needs three to six months to rank well, longer in crowded categories like endpoint or cloud security.',
    },
    {
      question: 'Do you guarantee first-page rankings?',
      answer:
        'No. Nobody controls Google, and guarantees usually signal shortcuts that put a domain at risk. We commit to a clear plan, the work in it, and honest reporting on what it produced.',
    },
    {
      question: 'Can you work alongside our in-house marketing team?',
      answer:
        'Yes, and it is common. We often own the strategy and technical work while your team writes, or we write while your team handles distribution. The roadmap makes the split explicit.',
    },
    {
      question: 'Our product is highly technical. Can your writers keep up?',
      answer:
        'Our writers work from interviews with your engineers and product managers, and every draft goes through a technical review on your side before it is published. Accuracy comes before volume.',
    },
    {
      question: 'Will SEO changes affect our site performance or security?',
      answer:
        'They should improve performance. We never install plugins or scripts without your approval, and we hand technical changes to your developers as tickets if you prefer to keep deploy access in-house.',
    },
  ],
  relatedCaseStudies: ['ami', 'ntt', 'samurai'],
  cta: {
    heading: 'Find out what is holding your rankings back',
    text: 'Ask for a free SEO review. We will look at your site and send the three changes we would make first.',
  },
  keywords: [
    'seo',
    'search engine optimization',
    'seo agency',
    'organic search',
    'technical seo',
    'seo for cybersecurity companies',
    'seo for tech companies',
    'google rankings',
    'seo services',
  ],
};

export default service;
