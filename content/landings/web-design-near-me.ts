import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'near-me',
  kind: 'web-design-agency',
  locality: 'the South Bay',
  title: 'Web Design Agency Near Me | South Bay, Los Angeles',
  description:
    'Looking for a web design agency near you in the South Bay? Byer Company designs websites from El Segundo, close to Manhattan Beach, Torrance and LAX.',
  heading: 'A web design agency near you in the South Bay',
  lead: 'If you searched for a web design agency near me from anywhere in the South Bay, we are probably a short drive away. Byer Company designs and builds websites from El Segundo, between LAX and Manhattan Beach, for businesses that would rather meet their agency than just email it.',
  sections: [
    {
      id: 'why-nearby',
      heading: 'Why being close still matters',
      body: `Most design work happens on screens, so it is fair to ask why distance matters. In our experience, the most important hours of a website project are the first workshop and the final reviews, and those go better around a table. People say more, decide faster and catch problems earlier.

Being nearby also means we know your customers. We shop, eat and commute in the same South Bay towns, so we understand the difference between a Manhattan Beach buyer and a Torrance one without a research budget.`,
    },
    {
      id: 'where-we-are',
      heading: 'Where to find us',
      body: 'Our office is in El Segundo. From there we regularly meet clients in:',
      items: [
        {
          title: 'The beach cities',
          text: 'Manhattan Beach, Hermosa Beach and Redondo Beach, a short trip down Pacific Coast Highway.',
        },
        {
          title: 'Torrance and the Peninsula',
          text: 'Torrance, Palos Verdes and Rolling Hills Estates, home to many manufacturers, medical practices and family businesses.',
        },
        {
          title: 'Around the airport',
          text: 'Westchester, Playa del Rey, Hawthorne and Inglewood, just across our northern and eastern borders.',
        },
        {
          title: 'Inland South Bay',
          text: "Gardena, Lawndale and Carson, home to many of the area's distributors and trade businesses.",
        },
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What a local web design agency can do for you',
      body: `We handle the whole project: planning, copywriting, design, development, launch and the search setup that helps nearby customers find the finished site. You can also ask us to refresh a brand, set up email marketing or run local ads alongside the launch.

Read more about our [web design service](/services/web-design), or [send us a message](/contact) and suggest a time to meet.`,
    },
    {
      id: 'first-meeting',
      heading: 'What to bring to a first meeting',
      body: `You do not need a brief or a spec. Bring your current website if you have one, a few sites you admire, and a sense of what the new site should do for you: more calls, more bookings, better recruits or a more credible first impression.

We will ask about your customers, your competitors down the road and how you sell today. By the end of the conversation you should know whether we are the right fit, and we will follow up with a written proposal if you want one.`,
    },
  ],
  faqs: [
    {
      question: 'Can I come by without an appointment?',
      answer:
        'We would rather you write first. Our team is often at client sites, and a quick note through the contact page means the right designer or strategist will be there to meet you.',
    },
    {
      question: 'Do you only take on South Bay clients?',
      answer:
        'No. Plenty of our clients are elsewhere in Los Angeles or out of state. Nearby businesses simply get the option of working face to face.',
    },
    {
      question: 'What if I just need a few changes to my current site?',
      answer:
        'Tell us what you need. Sometimes a focused set of fixes is the right answer, and we will say so rather than sell you a full redesign.',
    },
  ],
  areasServed: [
    'El Segundo',
    'Manhattan Beach',
    'Hermosa Beach',
    'Redondo Beach',
    'Torrance',
    'Palos Verdes',
    'Hawthorne',
    'Gardena',
    'Westchester',
  ],
};

export default landing;
