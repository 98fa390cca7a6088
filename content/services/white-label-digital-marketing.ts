import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'white-label-digital-marketing',
  title: 'White-Label Digital Marketing',
  shortTitle: 'white-label marketing',
  description:
    'White-label SEO, web design, PPC and content for agencies that need reliable specialists under their own brand, with no client contact from us.',
  summary: 'A dependable specialist team your agency can resell under its own name.',
  intro: `White-label digital marketing lets an agency offer services it does not staff in-house. We do the work; you keep the client relationship, the brand and the margin. Your clients see your name on every report, email and deliverable.

Agencies come to us for two main reasons. Some have a client asking for a service they do not offer, such as technical SEO or PPC, and want to say yes without hiring. Others have a steady flow of website or content work and need reliable extra capacity. Agencies with technology or cybersecurity clients also use us for subject expertise, since we work in those markets every day.

We offer most of our services on a white-label basis, including [web design](/services/web-design), [SEO](/services/search-engine-optimization), [PPC](/services/ppc-advertising) and [content writing](/services/content-writing). Every engagement runs under a confidentiality agreement, with a dedicated contact on our side and a working rhythm that fits your process.`,
  included: [
    {
      title: 'Unbranded deliverables',
      text: 'Reports, audits, designs and documents delivered in your branding or as plain files you can brand.',
    },
    {
      title: 'Dedicated project lead',
      text: 'One person on our side who knows your agency, your clients and your standards.',
    },
    {
      title: 'Flexible scope',
      text: 'One-off projects, monthly retainers or overflow capacity when your team is full.',
    },
    {
      title: 'Client-facing support',
      text: 'We can join calls as part of your team, under your name, or stay fully behind the scenes.',
    },
    {
      title: 'Confidentiality',
      text: 'An NDA and a clear non-solicitation clause: we never approach your clients directly.',
    },
    { title: 'Wholesale pricing', text: 'Fixed prices you can mark up, agreed before work starts.' },
  ],
  process: [
    { title: 'Introduction', text: 'We learn how your agency works, what you sell and where you need help.' },
    {
      title: 'Agreement',
      text: 'NDA, pricing, service levels and communication channels agreed in writing.',
    },
    { title: 'First project', text: 'A defined first project so both sides can judge the fit.' },
    {
      title: 'Ongoing partnership',
      text: 'Regular check-ins, shared tools and capacity planned ahead of your busy periods.',
    },
  ],
  faqs: [
    {
      question: 'Will our clients know you are involved?',
      answer:
        'Only if you want them to. By default everything goes out under your agency name, and our contracts forbid us from contacting your clients directly.',
    },
    {
      question: 'Which services can you provide white-label?',
      answer:
        'Web design and development, SEO, PPC management, content writing, email marketing and social media are the most common. We can also support branding projects and strategy work.',
    },
    {
      question: 'How do you price white-label work?',
      answer:
        'We quote fixed wholesale prices per project or per month, so you know your margin before you pitch. Prices depend on scope, not on what you charge your client.',
    },
    {
      question: 'Can you handle clients in regulated or technical industries?',
      answer:
        'Yes. We regularly work with cybersecurity, enterprise software and hardware companies, and are comfortable with technical reviews, security questionnaires and strict approval processes.',
    },
    {
      question: 'What if a client is unhappy with the work?',
      answer:
        'We fix it. Our project lead works with you to understand the problem and revise the deliverable, and we treat your client relationship as if it were our own.',
    },
  ],
  relatedCaseStudies: ['wiliot', 'ami'],
  cta: {
    heading: 'Add services without adding headcount',
    text: 'Tell us about your agency and your clients. We will send our white-label price list and a sample report.',
  },
  keywords: [
    'white label digital marketing',
    'white label seo',
    'white label web design',
    'white label ppc',
    'agency partner',
    'outsourced marketing for agencies',
    'private label marketing services',
    'white label content writing',
  ],
};

export default service;
