import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'el-segundo-web-design-company',
  kind: 'city',
  locality: 'El Segundo',
  title: 'El Segundo Web Design Company | Byer Company',
  description:
    'A full-service web design company headquartered in El Segundo, CA: strategy, copy, design, development and marketing for companies that grow here.',
  heading: 'The El Segundo web design company that grew up here',
  lead: 'Byer Company is based in El Segundo and has been in business since 2009. We plan, write, design, build and market websites for the companies around us, in a city that grew from a refinery town into one of the most interesting places in Los Angeles County to start a business.',
  sections: [
    {
      id: 'a-changing-city',
      heading: 'A city that keeps reinventing itself',
      body: `The refinery and the aerospace primes are still here, but so are newer arrivals: consumer brands, media companies, sports training facilities and small hardware teams working out of the industrial buildings of Smoky Hollow. Each wave brought companies that needed to explain something new to the world.

A website is usually the first place that explanation happens. We help El Segundo companies say what they do in plain words, then design and build a site that makes the point quickly.`,
    },
    {
      id: 'full-service',
      heading: 'One company for the whole project',
      body: 'Many firms hand a website between a strategist, a freelance writer, a designer and an outside developer. We keep those roles under one roof in El Segundo.',
      items: [
        {
          title: 'Strategy',
          text: 'Audience interviews, competitor review and a site map tied to business goals you can measure.',
        },
        {
          title: 'Copywriting',
          text: 'Headlines and page copy written by our own [content team](/services/content-writing), not filled in later.',
        },
        {
          title: 'Brand and design',
          text: 'Layouts built on your identity, or a refreshed one from our [branding practice](/services/branding-and-design).',
        },
        {
          title: 'Development',
          text: 'Modern, fast code with a content system your staff can update without calling us.',
        },
        {
          title: 'Launch and growth',
          text: 'Analytics, search setup and campaigns that bring the right visitors once the site is live.',
        },
      ],
    },
    {
      id: 'after-launch',
      heading: 'Still here after launch day',
      body: `A website needs care after it ships: security updates, new pages for new products, and regular checks that forms still deliver and pages still load quickly. Clients keep us on for that support, and because we are nearby, urgent fixes do not wait for a time zone.

Browse [our case studies](/work/case-studies) to see the kind of companies we serve, or [start a conversation](/contact).`,
    },
    {
      id: 'industries',
      heading: 'Industries we know in El Segundo',
      body: 'The companies around our office shape the experience we bring to every project.',
      items: [
        {
          title: 'Aerospace and defense',
          text: 'Sites that present capabilities, certifications and careers clearly while respecting what cannot be said in public.',
        },
        {
          title: 'Cybersecurity and software',
          text: 'Product and platform sites for security and technology firms, a large share of our clients.',
        },
        {
          title: 'Consumer brands',
          text: 'Storefronts and campaign sites with strong visual identity and fast checkout.',
        },
        {
          title: 'Downtown businesses',
          text: 'Restaurants, studios and services on and around Main Street that need to be easy to find and book.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What does a website from an El Segundo web design company cost?',
      answer:
        'Scope drives price: the number of templates, how much copy we write, integrations and migration of old content. After a short discovery call we send a fixed proposal with the price and what it covers.',
    },
    {
      question: 'Can you redesign our site without losing our search rankings?',
      answer:
        'Yes. We inventory your existing pages, map every old address to its new one with redirects and check rankings before and after launch, so the traffic you have earned carries over.',
    },
    {
      question: 'Do you also handle marketing after the site is built?',
      answer:
        'We do. SEO, paid search, email, social media and content are all services we run in-house, so your site and campaigns are managed by people who already know it well.',
    },
    {
      question: 'Can we visit your office?',
      answer:
        'Please do. We are in El Segundo; send a note through the contact page first so we can agree a time and the right people are in the room.',
    },
  ],
  areasServed: [
    'El Segundo',
    'Smoky Hollow',
    'Downtown El Segundo',
    'Manhattan Beach',
    'Hawthorne',
    'Westchester',
  ],
};

export default landing;
