import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'content-writing',
  title: 'Content Writing',
  shortTitle: 'content writing',
  description:
    'Technical content writing for B2B tech and security companies: web copy, blog posts, white papers and case studies your experts sign off on.',
  summary: 'Writing that explains complex technology clearly, accurately and in your voice.',
  intro: `Content writing covers the words on your website and everything you publish beyond it: blog posts, guides, white papers, case studies, e-books, product pages and sales collateral. Good B2B content does two jobs at once. It helps a buyer understand a problem and a solution, and it shows that the company behind it knows the subject deeply.

Technical subjects raise the bar. Security and engineering audiences notice vague claims and incorrect details immediately, and a single mistake can cost more credibility than ten good articles earn. That is why our writers work from interviews with your experts, cite primary sources, and send every draft through a technical review before it goes live.

We write for people first and search engines second, using briefs from our [SEO team](/services/search-engine-optimization) so each piece targets a real question. Long-form pieces such as our own [cybersecurity e-book](/free-cybersecurity-ebook) can then be cut into posts for [social media](/services/social-media-marketing) and newsletters.`,
  included: [
    {
      title: 'Website copy',
      text: 'Home, product, solution and about pages written to a clear message hierarchy.',
    },
    {
      title: 'Blog posts and guides',
      text: 'Articles on the problems your buyers research, from short explainers to in-depth guides.',
    },
    {
      title: 'White papers and e-books',
      text: 'Long-form pieces built on your expertise, designed for download and nurture campaigns.',
    },
    {
      title: 'Case studies',
      text: 'Customer stories written from interviews, with approvals handled carefully on both sides.',
    },
    {
      title: 'Sales collateral',
      text: 'Datasheets, solution briefs, one-pagers and email sequences for your sales team.',
    },
    {
      title: 'Editing and style guide',
      text: 'Edits of in-house drafts and a style guide that keeps every writer consistent.',
    },
  ],
  process: [
    { title: 'Brief', text: 'Audience, goal, search intent, sources and the expert we will interview.' },
    {
      title: 'Interview and research',
      text: 'A short call with your subject expert and a review of primary sources.',
    },
    {
      title: 'Draft',
      text: 'A complete draft in your voice, with sources noted and open questions flagged.',
    },
    {
      title: 'Review',
      text: 'Technical and brand review on your side, one or two rounds of revisions on ours.',
    },
    {
      title: 'Publish and repurpose',
      text: 'Formatting, metadata and images, plus shorter versions for social and email.',
    },
  ],
  faqs: [
    {
      question: 'Do your writers understand cybersecurity and technical topics?',
      answer:
        'Our writers specialize in B2B technology and security, and they know enough to ask good questions. They do not replace your experts: every technical claim is checked by someone on your team before publication.',
    },
    {
      question: 'Do you use AI to write content?',
      answer:
        'We may use AI tools for research support or outlines, but our writers write and edit every piece, and nothing is published without human review for accuracy, originality and voice.',
    },
    {
      question: 'How much time will this take from our experts?',
      answer:
        'Usually a thirty-minute interview per piece and a review of the draft. We keep questions focused so busy engineers and researchers can contribute without losing a day.',
    },
    {
      question: 'Who owns the content you write?',
      answer:
        'You do, in full, once it is paid for. You can publish, edit, translate and reuse it however you like.',
    },
    {
      question: 'How many pieces should we publish each month?',
      answer:
        'Fewer, better pieces usually beat volume. For most B2B tech companies, two to four substantial articles a month plus updates to existing pages is a sustainable pace.',
    },
  ],
  relatedCaseStudies: ['ami', 'samurai', 'guga'],
  cta: {
    heading: 'Publish content your experts are proud to share',
    text: 'Tell us what you need written and who it is for. We will send a sample brief and a quote.',
  },
  keywords: [
    'content writing',
    'content writing services',
    'b2b copywriting',
    'technical writing',
    'cybersecurity content writing',
    'blog writing',
    'white paper writing',
    'website copywriting',
    'content marketing',
  ],
};

export default service;
