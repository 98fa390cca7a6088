import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'los-angeles',
  kind: 'web-design-agency',
  locality: 'Los Angeles',
  title: 'Los Angeles Web Design Agency for Technology Brands',
  description:
    'Web design for Los Angeles technology, cybersecurity and B2B companies: strategy, copy, design and development from a senior team based in the South Bay.',
  heading: 'Los Angeles web design for companies with something complex to sell',
  lead: 'Los Angeles has more web design firms than anyone can count. We stand out by focusing on technology, cybersecurity and business-to-business companies, where a website has to explain a difficult product to a careful buyer.',
  sections: [
    {
      id: 'la-tech',
      heading: 'Built for the Los Angeles tech scene',
      body: `The city's technology companies are spread out: startups and established platforms in Silicon Beach, from Santa Monica and Venice to the campuses of Playa Vista, enterprise software teams in Downtown and Culver City, and aerospace and hardware makers across the South Bay. Our South Bay office is within reach of all of them.

What they usually need from a website is clarity. We turn architecture diagrams, compliance lists and product roadmaps into pages a chief information security officer and a finance lead can both follow.`,
    },
    {
      id: 'our-process',
      heading: 'How we design a site',
      body: 'Our process is built to keep large stakeholder groups aligned without letting the project drift.',
      items: [
        {
          title: 'Discovery',
          text: 'Interviews with sales, product and leadership, plus a review of competitors and analytics, summarized in a short brief.',
        },
        {
          title: 'Structure and message',
          text: 'A site map, page outlines and draft copy that settle what each page must say.',
        },
        {
          title: 'Design system',
          text: 'Reusable components, tokens and page templates so new pages look right without a designer.',
        },
        {
          title: 'Build and test',
          text: 'Performance, accessibility and cross-browser checks on a staging site your team reviews.',
        },
        {
          title: 'Launch and measure',
          text: 'Redirects, analytics and conversion tracking in place before the switch, and a review a month after.',
        },
      ],
    },
    {
      id: 'beyond-the-launch',
      heading: 'A site that keeps pace with your roadmap',
      body: `Los Angeles technology companies move quickly: a new product line, an acquisition or a funding round can change the story within months. We build sites that can absorb that change, and we stay available to design the new pages when it comes.

See how this works in [our case studies](/work/case-studies), learn more about our [web design service](/services/web-design), or [tell us what you are planning](/contact).`,
    },
    {
      id: 'security-buyers',
      heading: 'Designing for security and enterprise buyers',
      body: `Cybersecurity companies are a large share of our work, and their buyers read websites differently. They look for evidence before they look at features: compliance certifications, integrations, architecture, named customers where allowed and a clear explanation of how data is handled.

We design pages that put that evidence where a careful reader expects it, and we write about threats without the fear-driven language that experienced security teams have learned to tune out. Our free ebook, [The Cybersecurity Marketer's Playbook](/free-cybersecurity-ebook), goes deeper into the approach.`,
    },
  ],
  faqs: [
    {
      question: 'Do you work with companies outside the South Bay?',
      answer:
        'Yes. Clients across Los Angeles County and other states work with us. We hold key workshops in person where it helps, and run the rest of the project over video calls and a shared project board.',
    },
    {
      question: 'Can you work with our in-house developers?',
      answer:
        'Yes. We can deliver designs and a component library for your engineers to implement, build the site ourselves, or split the work. We agree on the handoff format at the start.',
    },
    {
      question: 'Do you also write the copy?',
      answer:
        'We do, and we recommend it. Our writers interview your experts and draft every page before design, so the layout is shaped around real words rather than placeholder text.',
    },
  ],
  areasServed: [
    'Los Angeles',
    'Santa Monica',
    'Venice',
    'Playa Vista',
    'Culver City',
    'Downtown Los Angeles',
    'Westchester',
    'West Los Angeles',
  ],
};

export default landing;
