import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/',
  title: 'Digital Marketing Agency in El Segundo | Byer Company',
  description:
    'Byer Company is an El Segundo digital marketing agency for cybersecurity and technology brands: web design, SEO, branding, paid media, content and email.',
  heading: 'Digital marketing that makes complex technology easy to buy',
  lead: 'Byer Company is a digital marketing agency in El Segundo, California. Since 2009 we have helped cybersecurity, software and technology companies, and the businesses of Los Angeles and the South Bay, turn what they know into websites, search visibility and campaigns that win customers.',
  sections: [
    {
      id: 'why-us',
      heading: 'Why technology companies choose us',
      body: 'Selling a technical product means persuading people who are paid to be skeptical. We built our agency around that job.',
      items: [
        {
          title: 'We learn the product',
          text: 'We read the documentation, sit in on sales calls and interview your engineers, so our copy is accurate enough for an expert and clear enough for a buyer.',
        },
        {
          title: 'One senior team',
          text: 'Strategy, writing, design, development and media are handled in-house by people who talk to each other every day.',
        },
        {
          title: 'Measured against revenue',
          text: 'We agree on the numbers that matter to your business, such as qualified leads, demos and sales, and report on those first.',
        },
        {
          title: 'Close to home',
          text: 'Our office is in El Segundo, and clients in Los Angeles and the South Bay can meet us in person whenever it helps.',
        },
      ],
    },
    {
      id: 'approach',
      heading: 'How we work',
      body: `Every engagement starts with listening: to your team, your customers and your data. From there we write a short plan that names the audience, the message, the channels and the measures of success, and we ask you to sign off on it before we produce anything.

Then we build, launch and improve in cycles. Each month you see what we did, what it achieved and what comes next, in plain language. Read more [about our team](/about), or see [the full list of services](/services).`,
    },
    {
      id: 'industries',
      heading: 'Industries we know well',
      body: 'Cybersecurity and technology are our specialty, but our methods work for any company with a considered purchase to explain.',
      items: [
        {
          title: 'Cybersecurity',
          text: 'Security platforms, managed service providers and consultancies selling to security leaders and IT teams. Get our [free cybersecurity marketing ebook](/free-cybersecurity-ebook).',
        },
        {
          title: 'Software and cloud',
          text: 'Business software, infrastructure and data companies with long sales cycles and several decision makers.',
        },
        {
          title: 'Hardware, aerospace and IoT',
          text: 'Engineering-led companies, many of them in the South Bay, that need to explain physical products to technical buyers.',
        },
        {
          title: 'Local and consumer businesses',
          text: 'Retailers, restaurants, practices and service companies in Los Angeles that want to be found by nearby customers.',
        },
      ],
    },
  ],
};

export default page;
