import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'el-segundo',
  kind: 'seo-agency',
  locality: 'El Segundo',
  title: 'El Segundo SEO Agency | Local and B2B Search',
  description:
    'SEO from an El Segundo agency: technical fixes, content and Google Business Profile work for local shops and the technology firms near LAX.',
  heading: 'SEO for El Segundo businesses, from a team in town',
  lead: 'Searchers in El Segundo fall into two groups: people looking for lunch, a haircut or a plumber near Main Street, and buyers researching the aerospace and software companies headquartered here. We run search programs for both, from our office in El Segundo.',
  sections: [
    {
      id: 'two-kinds-of-search',
      heading: 'Local intent and business intent',
      body: `A cafe in downtown El Segundo wins customers in the map results: the few listings Google shows when someone nearby searches for what it sells. A satellite component supplier on Rosecrans wins them months earlier, when an engineer reads a technical article and adds the company to a shortlist.

We treat these as different jobs. Local programs focus on your Google Business Profile, reviews and location pages. Business-to-business programs focus on the questions buyers ask and the pages that answer them; see our [B2B SEO service](/services/b2b-search-engine-optimization).`,
    },
    {
      id: 'what-we-do',
      heading: 'What the work includes',
      body: 'Each engagement starts with an audit of your site and your current rankings, then a written plan you approve.',
      items: [
        {
          title: 'Google Business Profile',
          text: 'Correct categories, hours, photos and service areas, plus a routine for posting updates and answering reviews.',
        },
        {
          title: 'Technical health',
          text: 'Crawl errors, slow pages, duplicate content and missing metadata found and fixed, in order of impact.',
        },
        {
          title: 'Content that ranks',
          text: 'Service pages and articles planned around real search terms, written by our team in your voice.',
        },
        {
          title: 'Citations and links',
          text: 'Consistent name, address and phone details across directories, and links earned from local and industry sources.',
        },
      ],
    },
    {
      id: 'why-local',
      heading: 'Why a nearby SEO agency helps',
      body: `We know which neighborhoods El Segundo customers come from, how the city borders Manhattan Beach, Hawthorne and Westchester, and how much traffic the airport and the office corridors send through it every workday. That knowledge shapes the service areas, landing pages and phrases we target.

It also makes meetings easy. Monthly reviews can happen at your office, and we can photograph your storefront or team for your profile ourselves.`,
    },
    {
      id: 'getting-started',
      heading: 'How an El Segundo SEO engagement begins',
      body: `The first month is mostly listening and measuring. We review your analytics and Search Console data, check how your business appears on Google, Apple Maps and Bing, and interview the people who answer your phones or run your sales calls. They know which questions customers actually ask.

By the end of that month you have a written audit, a ranked list of fixes and a content calendar. We then work through it in order, starting with whatever is most likely to bring in business soonest, and we show you each change before it goes live. Read about [visibility in AI search](/services/visibility-optimization) if that is on your list too.`,
    },
  ],
  faqs: [
    {
      question: 'How soon will my El Segundo business show up in the map results?',
      answer:
        'Fixes to a Google Business Profile can take effect within weeks, but ranking depends on competition, distance and reviews, and no honest agency can promise a position. We report what moves each month and what we are doing next.',
    },
    {
      question: 'We sell to other businesses, not local shoppers. Is local SEO still useful?',
      answer:
        'A verified, complete profile still matters for credibility and for recruits searching your name. Most of your program, though, would focus on industry search terms and content rather than the map.',
    },
    {
      question: 'Do you require a long contract?',
      answer:
        'We agree on a scope and an initial term that gives the work time to show results, then continue month to month if you are happy. We explain the terms before you sign anything.',
    },
  ],
  areasServed: ['El Segundo', 'Manhattan Beach', 'Hawthorne', 'Westchester', 'Playa del Rey', 'Lawndale'],
};

export default landing;
