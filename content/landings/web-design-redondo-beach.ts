import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'redondo-beach',
  kind: 'web-design-agency',
  locality: 'Redondo Beach',
  title: 'Redondo Beach Web Design Agency',
  description:
    'Websites for Redondo Beach businesses, from Riviera Village shops to harbor charters and tech firms, designed and built by a South Bay agency.',
  heading: 'Redondo Beach web design that brings people through the door',
  lead: 'From the pier and King Harbor to the boutiques of Riviera Village and the office parks of North Redondo, Redondo Beach runs on a mix of visitors, residents and professionals. We design websites that serve each of them, from our studio just up the coast in El Segundo.',
  sections: [
    {
      id: 'local-economy',
      heading: 'Designing for a beach city economy',
      body: `Plenty of Redondo Beach businesses depend on people who decide where to go while they are already nearby: a family walking the pier looking for dinner, a visitor searching for a boat rental at the harbor, a resident comparing dentists on a phone. Those sites have to load fast on a weak signal and answer the obvious questions in seconds.

Other businesses here sell to companies, including the engineering and aerospace firms in the north of the city. Their sites need depth, credibility and a clear path to a sales conversation. We design for whichever reader you actually have.`,
    },
    {
      id: 'what-you-get',
      heading: 'What goes into a Redondo Beach website',
      body: 'We scope every project around your goals, but most of our Redondo Beach sites include the following.',
      items: [
        {
          title: 'Phone-first layouts',
          text: 'Hours, location, menus and booking buttons placed where a thumb finds them first.',
        },
        {
          title: 'Photography that fits',
          text: 'Direction for real photos of your space and people, because stock images of strangers do not sell a local business.',
        },
        {
          title: 'Simple updates',
          text: 'A content editor your staff can use to change seasonal hours, events and specials themselves.',
        },
        {
          title: 'Local search groundwork',
          text: 'Location details, structured data and page titles that support your listing in the map results.',
        },
      ],
    },
    {
      id: 'riviera-village',
      heading: 'Small shops with big ambitions',
      body: `Riviera Village is a good example of what we like to work on: independent retailers, salons, studios and restaurants competing with chains on personality and service. A thoughtful website lets that personality show before anyone walks in, and an online store or booking system can keep the register busy after hours.

If you sell online, our [ecommerce marketing](/services/ecommerce-marketing) team can plan the catalog and the campaigns that follow launch. Start with our [web design service](/services/web-design) or [send us a note](/contact).`,
    },
    {
      id: 'our-approach',
      heading: 'How we work with Redondo Beach owners',
      body: `Most of the owners we meet in Redondo Beach run the business themselves, so their time is scarce. We keep meetings short, come to you when that is easier, and do the writing ourselves instead of handing you a questionnaire and a deadline.

You will see the plan, the copy and the design in stages, and each stage needs only a yes or a short list of changes. When the site is live, we walk your team through updating it and stay on call for the questions that come up in the first busy weekend.`,
    },
  ],
  faqs: [
    {
      question: 'Do you meet clients in Redondo Beach?',
      answer:
        'Yes. Our office in El Segundo is a short drive up Pacific Coast Highway, and we are happy to visit your shop, restaurant or office for the kickoff and key reviews.',
    },
    {
      question: 'Can you add online booking or ordering to our site?',
      answer:
        'We can integrate most established booking, reservation and ordering platforms, or build an online store. We recommend the option that matches how your staff already works.',
    },
    {
      question: 'Our business is seasonal. Can the site change with it?',
      answer:
        'It should. We design flexible sections for seasonal offers, summer hours and events, and show your team how to swap them in without touching the layout.',
    },
  ],
  areasServed: [
    'Redondo Beach',
    'North Redondo',
    'Riviera Village',
    'King Harbor',
    'Hermosa Beach',
    'Torrance',
    'Palos Verdes Estates',
  ],
};

export default landing;
