import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'el-segundo',
  kind: 'web-design-agency',
  locality: 'El Segundo',
  title: 'El Segundo Web Design Agency for Tech Companies',
  description:
    'Byer Company designs and builds websites from our office in El Segundo, for the aerospace, security and technology firms that fill this small city.',
  heading: 'Web design from an agency that works in El Segundo',
  lead: 'Our studio is in El Segundo, a few minutes from Main Street and the Smoky Hollow district. We design websites for the engineers, founders and local owners who make this city one of the busiest business addresses in the South Bay.',
  sections: [
    {
      id: 'built-for-el-segundo',
      heading: 'Websites for a city of engineers',
      body: `El Segundo is small in population and large in payroll. Aerospace and defense companies, the Los Angeles Air Force Base, a growing crowd of hardware startups and the corporate offices along Rosecrans Avenue all share a few square miles next to LAX. Their buyers are technical, skeptical and short on time.

We design for that reader. Pages lead with what a product does and who it is for, specifications are easy to find, and nothing makes a procurement lead dig through slogans to find a data sheet or a contact name.`,
    },
    {
      id: 'what-we-build',
      heading: 'What an El Segundo site from us includes',
      body: 'Every project is planned, written, designed and built by the same small team, so decisions made in the first workshop survive to launch day.',
      items: [
        {
          title: 'Architecture before visuals',
          text: 'We map the pages your buyers need, from product and solution pages to careers, before anyone opens a design tool.',
        },
        {
          title: 'Design that explains',
          text: 'Diagrams, clear type and restrained motion that help a visitor understand complex hardware or software in one pass.',
        },
        {
          title: 'Fast, accessible builds',
          text: 'Lean code, keyboard-friendly navigation and readable contrast, checked before launch rather than after a complaint.',
        },
        {
          title: 'Search-ready from day one',
          text: 'Clean URLs, structured headings and metadata, so the site starts earning visibility as soon as it goes live. See our [SEO services](/services/search-engine-optimization).',
        },
      ],
    },
    {
      id: 'local-businesses',
      heading: 'Not only for the big campuses',
      body: `Downtown El Segundo still feels like a small town: family restaurants, breweries, salons and independent shops along Main Street and Richmond Street. Those businesses need a site that loads quickly on a phone, shows hours and directions plainly and makes booking or ordering simple.

We scale the process to fit. A neighborhood business gets the same care in writing and design as a defense contractor, in a project sized to its budget.`,
    },
    {
      id: 'working-together',
      heading: 'Meet in person, down the street',
      body: 'Because we are local, workshops can happen in your conference room or ours, and a site review can be a short walk instead of a video call. Read how we approach [web design](/services/web-design), browse [our case studies](/work/case-studies), or [tell us about your project](/contact).',
    },
  ],
  faqs: [
    {
      question: 'Do you only work with El Segundo companies?',
      answer:
        'No. El Segundo is home, and many clients are nearby, but we design sites for companies across Los Angeles and beyond. Being close simply makes in-person workshops easy for local teams.',
    },
    {
      question: 'Can you work within the security rules of a defense or aerospace company?',
      answer:
        'Yes. We are used to review cycles with legal and export-control teams, and we plan the schedule around them. We only publish what your compliance staff has approved.',
    },
    {
      question: 'How long does a new website take?',
      answer:
        'It depends on the number of pages, how much copy we write and how many people approve each stage. We give you a dated plan after the first discovery session, before any design begins.',
    },
  ],
  areasServed: ['El Segundo', 'Smoky Hollow', 'Manhattan Beach', 'Westchester', 'Playa del Rey', 'Hawthorne'],
};

export default landing;
