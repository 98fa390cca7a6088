import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'redondo-beach-web-design-company',
  kind: 'city',
  locality: 'Redondo Beach',
  title: 'Redondo Beach Web Design Company',
  description:
    'Byer Company is a South Bay web design company serving Redondo Beach with strategy, branding, copy, development and marketing under one roof.',
  heading: 'A web design company for Redondo Beach, one city up the coast',
  lead: 'Redondo Beach businesses come to us when they want more than a template: a website planned around their customers, written in their voice and built to last. Our team works from El Segundo and knows the South Bay as neighbors, not as a target market.',
  sections: [
    {
      id: 'who-we-serve',
      heading: 'Who we work with in Redondo Beach',
      body: `Our Redondo Beach clients range from professional practices and home services to hospitality near the waterfront and technology companies that chose the South Bay for its talent and its quality of life. What they share is a need to look as good online as they are in person.

We also partner with the aerospace and engineering suppliers in the area, where a website has to satisfy engineers and buyers who read carefully and check claims.`,
    },
    {
      id: 'services',
      heading: 'Everything a website needs, from one team',
      body: 'Redondo Beach clients can hire us for a single site or for the marketing that surrounds it.',
      items: [
        {
          title: 'Brand identity',
          text: 'Logos, color, type and voice, developed by our [branding and design](/services/branding-and-design) studio when a refresh is due.',
        },
        {
          title: 'Website design and build',
          text: 'Custom layouts and clean code, tested on the phones and browsers your customers use.',
        },
        {
          title: 'Search visibility',
          text: 'Local and organic [SEO](/services/search-engine-optimization) so nearby customers find the new site.',
        },
        {
          title: 'Campaigns',
          text: 'Paid search, social and email that point people to the pages built to convert them.',
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How a project runs',
      body: `We start with a working session, in person in Redondo Beach or at our office, to agree on goals, audience and scope. You then see a site map and written copy before visual design, so the structure is settled early and design rounds stay focused.

Development follows with a private preview link where your team can click through every page. We launch when you approve, watch the analytics closely for the first weeks, and stay on for support.`,
    },
    {
      id: 'next-step',
      heading: 'Talk to a local team',
      body: 'Tell us what your current site is not doing for you, and we will reply with questions and a suggested next step. [Contact us](/contact), or look through [our case studies](/work/case-studies) first.',
    },
  ],
  faqs: [
    {
      question: 'Why hire a South Bay web design company instead of a national firm?',
      answer:
        'You get senior people who can meet in person, who understand the local customer base and who answer the phone in your time zone. You also avoid paying for layers of account management.',
    },
    {
      question: 'Do you build on WordPress?',
      answer:
        'We choose the platform for the job. For some clients that is WordPress, for others a modern framework with a headless content system. We explain the trade-offs in cost, speed and upkeep before you decide.',
    },
    {
      question: 'Who owns the website when it is finished?',
      answer:
        'You do. Once the project is paid, the design, content and code are yours, and we hand over accounts and credentials so you are never locked in.',
    },
  ],
  areasServed: [
    'Redondo Beach',
    'Hermosa Beach',
    'Manhattan Beach',
    'Torrance',
    'Palos Verdes Peninsula',
    'Lawndale',
  ],
};

export default landing;
