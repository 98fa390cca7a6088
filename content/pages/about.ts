import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/about',
  title: 'About Byer Company | El Segundo Marketing Agency',
  description:
    'Meet Byer Company: an El Segundo digital marketing agency founded in 2009, working with cybersecurity, technology and South Bay businesses.',
  heading: 'About Byer Company',
  lead: 'We are a digital marketing agency in El Segundo, California, founded in 2009. We help technology companies and Los Angeles businesses explain what they do, reach the right people and grow.',
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      body: `Byer Company opened in 2009 with a simple idea: that companies with complicated products deserve marketing as careful as their engineering. That idea has shaped the work ever since: websites, search programs and campaigns for software and security firms that need a partner able to understand their technology, alongside the Los Angeles and South Bay businesses that want a nearby team they can trust.

That mix still defines us. Today we run web design, SEO, branding, social media, paid search, content and email programs, and we quietly support other agencies through our [white-label services](/services/white-label-digital-marketing). Many of our clients work in cybersecurity and technology, and our home base is El Segundo.`,
    },
    {
      id: 'team-approach',
      heading: 'How our team works',
      body: `We keep our team deliberately close-knit. The strategist who runs your discovery session stays on your account, the writer who interviews your experts drafts the copy, and the designer and developer who build your site are in the same room as both. Nothing gets lost between handoffs because there are very few handoffs.

Each client has one named lead who is responsible for the plan, the schedule and the results. You always know who to call, and that person always knows the state of your work.`,
    },
    {
      id: 'values',
      heading: 'What we value',
      body: 'These principles guide how we choose clients, run projects and talk about results.',
      items: [
        {
          title: 'Clarity over cleverness',
          text: 'If a buyer cannot tell what you sell in a few seconds, the design and the copy have failed, however stylish they are.',
        },
        {
          title: 'Honesty about results',
          text: 'We report what worked and what did not, and we do not promise rankings or numbers nobody can guarantee.',
        },
        {
          title: 'Respect for expertise',
          text: 'Your engineers and specialists know things we do not. We listen first and check our work with them.',
        },
        {
          title: 'Craft in the details',
          text: 'Accessible, fast, well-written work is a habit, not an upsell.',
        },
        {
          title: 'Long relationships',
          text: 'We would rather keep a client for years than win a project and disappear.',
        },
      ],
    },
    {
      id: 'where-we-are',
      heading: 'Where we are',
      body: `Our office is in El Segundo, a few minutes from LAX. We work with clients throughout Los Angeles and the South Bay, including Manhattan Beach, Hermosa Beach, Redondo Beach and Torrance, and with technology companies across the country.

Want to work with us? [Get in touch](/contact), or see what we have done for others in [our case studies](/work/case-studies).`,
    },
  ],
};

export default page;
