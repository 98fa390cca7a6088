import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'near-me',
  kind: 'seo-agency',
  locality: 'the South Bay',
  title: 'SEO Agency Near Me | South Bay Local SEO Experts',
  description:
    'A nearby SEO agency for South Bay businesses: local SEO, Google Business Profile care and search content, run from our office in El Segundo.',
  heading: 'An SEO agency near you, based in the South Bay',
  lead: 'People search for an SEO agency near me for the same reason their customers search for everything else near me: they want someone close, accountable and easy to reach. Our team works from El Segundo and helps businesses across the South Bay get found by the people around them.',
  sections: [
    {
      id: 'near-me-searches',
      heading: 'We live in near-me searches',
      body: `Searches that end in near me, open now or a neighborhood name are how local customers choose a business. Google answers them with a map and a few listings ranked by relevance, distance and reputation. Those three factors are exactly what a local SEO program works on.

Relevance comes from a complete Google Business Profile and clear service pages. Distance you cannot change, but you can make sure Google knows every area you serve. Reputation comes from steady, genuine reviews and mentions around the web.`,
    },
    {
      id: 'local-program',
      heading: 'Our local SEO program',
      body: 'A typical South Bay program runs in monthly cycles after an initial audit.',
      items: [
        {
          title: 'Profile clean-up',
          text: 'Categories, services, hours, attributes and photos corrected and completed on your Google Business Profile.',
        },
        {
          title: 'Review routine',
          text: 'A simple way for staff to ask for reviews, plus reply drafts that keep the tone friendly and professional.',
        },
        {
          title: 'Local pages',
          text: 'Pages for the South Bay cities you actually serve, each with useful, specific information.',
        },
        {
          title: 'Tracking that matters',
          text: 'Calls, direction requests and form leads measured by source, reported in plain language.',
        },
      ],
    },
    {
      id: 'meet-us',
      heading: 'Meet the people doing the work',
      body: `Some SEO firms sell locally and outsource the work overseas. Our strategists and writers are here in El Segundo, and you can meet them. If you are in Manhattan Beach, Torrance, Hawthorne or nearby, we are happy to visit.

Start with our [search engine optimization service](/services/search-engine-optimization), or [ask for a free look at your listing](/contact).`,
    },
    {
      id: 'common-problems',
      heading: 'Problems we often find in South Bay listings',
      body: 'When we audit a local business for the first time, the same issues come up again and again.',
      items: [
        {
          title: 'Duplicate or unclaimed listings',
          text: 'Old addresses and duplicate profiles that split reviews and confuse Google about where you are.',
        },
        {
          title: 'Mismatched details',
          text: 'A phone number or suite that differs between your website, Google, Yelp and directories.',
        },
        {
          title: 'Thin service pages',
          text: 'One page trying to rank for every service, so none of them ranks well.',
        },
        {
          title: 'Unanswered reviews',
          text: 'Months of silence on reviews, good and bad, which tells customers and Google that nobody is listening.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How does Google decide who shows up for near me searches?',
      answer:
        'Google says it ranks local results mainly by relevance, distance and prominence. We improve the first and third through your profile, site and reviews, and make sure your service area is stated accurately for the second.',
    },
    {
      question: 'I work from home and visit customers. Can I still rank locally?',
      answer:
        'Yes. Service-area businesses can hide their street address on Google and list the cities they cover instead. We set that up correctly so you rank without publishing your home address.',
    },
    {
      question: 'Is local SEO a one-time project?',
      answer:
        'The set-up is a project; staying visible is ongoing. Competitors add reviews and photos every month, so we keep your profile and pages active rather than letting them go stale.',
    },
  ],
  areasServed: [
    'El Segundo',
    'Manhattan Beach',
    'Hermosa Beach',
    'Redondo Beach',
    'Torrance',
    'Hawthorne',
    'Lawndale',
    'Gardena',
    'Inglewood',
  ],
};

export default landing;
