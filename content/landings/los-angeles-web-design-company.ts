import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'los-angeles-web-design-company',
  kind: 'city',
  locality: 'Los Angeles',
  title: 'Los Angeles Web Design Company | Strategy to Launch',
  description:
    'Byer Company is a Los Angeles web design company for growing businesses: brand, copy, design, development and the marketing that fills the site with buyers.',
  heading: 'A Los Angeles web design company that treats your site as a sales tool',
  lead: 'A website in Los Angeles competes for attention with every agency, startup and national brand in a very large market. Byer Company builds sites that earn that attention, and we have been doing it since 2009, from our office in El Segundo.',
  sections: [
    {
      id: 'across-la',
      heading: 'Working across a sprawling city',
      body: `Los Angeles County holds 88 cities and countless neighborhoods, and two businesses can be an hour apart on the freeway and still share a city name. A software company in Playa Vista, a manufacturer near the port and a practice on the Westside each need something different from a website. We meet where it makes sense and work remotely the rest of the time.

Our South Bay base, next to LAX and the 405, puts most of the city within reach for the meetings that matter.`,
    },
    {
      id: 'what-sets-us-apart',
      heading: 'What makes our sites different',
      body: 'Visual polish is expected in this city. These are the things that separate a site that looks good from one that grows a business.',
      items: [
        {
          title: 'Message first',
          text: 'We settle what you say and to whom before we decide how it looks, which shortens design rounds and sharpens the result.',
        },
        {
          title: 'Conversion paths',
          text: 'Every page has a next step, whether it is a demo request, a quote form or a phone call, and we track each one.',
        },
        {
          title: 'Speed and accessibility',
          text: 'Sites that load fast on mobile networks and work for visitors using keyboards or screen readers.',
        },
        {
          title: 'Room to grow',
          text: 'A component system and content editor that let your team add pages without breaking the design.',
        },
      ],
    },
    {
      id: 'marketing-included',
      heading: 'Design plus the marketing around it',
      body: `A new site is a starting point. Because we also run [SEO](/services/search-engine-optimization), [paid search](/services/ppc-advertising), [email](/services/email-marketing) and [social media](/services/social-media-marketing) programs, we can plan the launch campaign while the site is being built, and measure both with the same analytics.

Agencies can hire us too: our [white-label](/services/white-label-digital-marketing) team designs and builds sites that other firms deliver under their own name.`,
    },
    {
      id: 'ready-to-start',
      heading: 'Starting a project with us',
      body: `Most projects begin with a short call to talk through your goals, your current site and your timeline. If we are a good fit, we follow with a proposal that spells out scope, schedule and cost, and a discovery session to meet your team.

Browse [our case studies](/work/case-studies), read about our [web design service](/services/web-design), or [contact us](/contact) to set up that first call.`,
    },
  ],
  faqs: [
    {
      question: 'What size of company do you usually work with?',
      answer:
        'Mostly growing companies, from funded startups to established mid-sized firms, plus divisions of larger enterprises that need an agency able to move faster than their internal queue.',
    },
    {
      question: 'Can you build a site in several languages?',
      answer:
        'Yes. Many Los Angeles businesses serve Spanish-speaking customers, among others. We plan multilingual structure, translation workflow and search settings from the start rather than bolting them on.',
    },
    {
      question: 'How involved does our team need to be?',
      answer:
        'Expect a few hours at the start for interviews and a review at each milestone. We do the heavy lifting in between and keep one named contact responsible for your project.',
    },
  ],
  areasServed: [
    'Los Angeles',
    'Downtown Los Angeles',
    'Arts District',
    'Playa Vista',
    'Westside',
    'Culver City',
    'Hollywood',
    'South Bay',
    'San Pedro',
  ],
};

export default landing;
