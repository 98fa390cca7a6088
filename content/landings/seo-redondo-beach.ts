import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'redondo-beach',
  kind: 'seo-agency',
  locality: 'Redondo Beach',
  title: 'Redondo Beach SEO Agency | Local Search and Maps',
  description:
    'Local SEO for Redondo Beach: Google Business Profile, reviews, location pages and content that help pier, harbor and Riviera Village businesses get found.',
  heading: 'Redondo Beach SEO that puts you on the map',
  lead: 'When someone in Redondo Beach searches for a restaurant, a contractor or a physical therapist, Google shows a short list of nearby businesses before any website. Our job is to earn you a place on that list and turn the clicks into customers.',
  sections: [
    {
      id: 'map-results',
      heading: 'Winning the map results',
      body: `Your Google Business Profile is often the first thing a Redondo Beach customer sees, and many never scroll further. We complete and verify it, choose categories that match what people actually search for, add accurate hours for holidays and the summer season, and publish photos and updates that show the business is active.

Reviews matter as much as the listing. We set up a simple, policy-compliant way to ask happy customers for reviews and draft thoughtful replies for the owner to approve, including to the critical ones.`,
    },
    {
      id: 'neighborhood-pages',
      heading: 'Pages for the way people describe Redondo',
      body: 'Locals rarely search for a city name alone. They search by neighborhood and landmark, and your site should answer in kind.',
      items: [
        {
          title: 'Neighborhood relevance',
          text: 'Copy that mentions the areas you really serve, such as North Redondo, the harbor or Riviera Village, without stuffing keywords.',
        },
        {
          title: 'Service pages',
          text: 'One clear page per service, so a search for a specific job lands on the page that sells it.',
        },
        {
          title: 'Consistent citations',
          text: 'The same name, address and phone on Yelp, Apple Maps, Bing and the directories that matter for your trade.',
        },
        {
          title: 'Honest reporting',
          text: 'Monthly reports showing calls, direction requests, rankings and leads, with plain notes on what changed.',
        },
      ],
    },
    {
      id: 'beyond-local',
      heading: 'When your customers are not all local',
      body: `Some Redondo Beach companies, from professional services firms to engineering suppliers, sell across the country. For them we build a program around industry topics and buying questions, using our [B2B SEO](/services/b2b-search-engine-optimization) approach, while keeping the local listing in good order.

Either way, the work starts with an audit. Read about our [search engine optimization service](/services/search-engine-optimization) or [ask for yours](/contact).`,
    },
    {
      id: 'seasons-and-events',
      heading: 'Planning around the Redondo Beach calendar',
      body: `Search demand in a beach city rises and falls with the weather, school holidays and local events. Restaurants, rentals and retailers near the water see very different months in summer and winter, and a good program plans for that.

We schedule profile updates, seasonal pages and offers a few weeks ahead of the busy periods, when Google and customers are starting to look, and shift the effort to reviews and evergreen content in the quieter months.`,
    },
  ],
  faqs: [
    {
      question: 'We are near Hermosa Beach and Torrance too. Can we rank in those cities?',
      answer:
        'Google weighs how close a business is to the searcher, so a Redondo Beach address ranks most easily nearby. Useful pages about the neighboring areas you serve, and reviews from customers there, can widen that reach over time.',
    },
    {
      question: 'Should we pay for ads while SEO builds up?',
      answer:
        'Often, yes. Local search ads can bring calls right away while organic rankings improve. We manage both and will tell you when the ads are no longer pulling their weight.',
    },
    {
      question: 'Will you write fake reviews or buy links?',
      answer:
        'No. Fake reviews break Google and FTC rules and can get a profile suspended. We only use methods we would be comfortable explaining to you and to Google.',
    },
  ],
  areasServed: [
    'Redondo Beach',
    'North Redondo',
    'Riviera Village',
    'Hermosa Beach',
    'Torrance',
    'Manhattan Beach',
    'Palos Verdes Estates',
  ],
};

export default landing;
