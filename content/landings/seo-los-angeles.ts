import type { LandingSource } from '@/lib/content/schema';

const landing: LandingSource = {
  slug: 'los-angeles',
  kind: 'seo-agency',
  locality: 'Los Angeles',
  title: 'Los Angeles SEO Agency | Technical, Local and B2B SEO',
  description:
    'A Los Angeles SEO agency for competitive markets: technical audits, content strategy, local SEO and Google Business Profile work, reported in plain numbers.',
  heading: 'SEO for Los Angeles companies in crowded markets',
  lead: 'Ranking in Los Angeles means competing with thousands of businesses and with national brands that target the same searches. We help companies across the city win the searches that lead to revenue, not just traffic.',
  sections: [
    {
      id: 'a-big-market',
      heading: 'One city, many local markets',
      body: `Los Angeles is not one search market. Someone in Downtown searching for an accountant sees different results from someone in the San Fernando Valley or on the Westside, because Google weighs distance heavily. For a business with one location, the practical goal is to dominate the neighborhoods it can really serve.

For companies with several offices, we build a location page and a Google Business Profile for each one, each with its own details, reviews and photos, rather than copies with the name swapped.`,
    },
    {
      id: 'services',
      heading: 'What our Los Angeles SEO programs cover',
      body: 'Most programs combine several of these, weighted by what the audit finds.',
      items: [
        {
          title: 'Technical SEO',
          text: 'Site speed, crawlability, indexing, structured data and migrations handled by people who read server logs.',
        },
        {
          title: 'Content strategy',
          text: 'Topics chosen from real search demand and your sales conversations, then written by our [content team](/services/content-writing).',
        },
        {
          title: 'Local SEO',
          text: 'Google Business Profile management, citations and review programs for each location you operate.',
        },
        {
          title: 'Digital PR and links',
          text: 'Research, data and expert commentary that earn coverage and links from publications your buyers read.',
        },
        {
          title: 'AI and answer engines',
          text: 'Content structured so AI assistants and answer boxes can cite it; see [visibility optimization](/services/visibility-optimization).',
        },
      ],
    },
    {
      id: 'technology-focus',
      heading: 'Deep experience with technology companies',
      body: `Many of our clients sell cybersecurity, software and hardware to other businesses. Their buyers search with precise terms, read long documentation and compare vendors for months. Ranking for those searches takes subject knowledge as much as SEO skill, and that is the combination we offer.

Learn more about our [search engine optimization](/services/search-engine-optimization) and [B2B SEO](/services/b2b-search-engine-optimization) services, or [request an audit](/contact).`,
    },
    {
      id: 'reporting',
      heading: 'Reporting you can read in five minutes',
      body: `Every month you receive a short report: what we did, which pages and searches moved, how many calls, forms and demo requests came from organic search, and what we plan next. Charts support the summary rather than replace it.

Each quarter we step back and compare results against the goals we set together. If a tactic is not paying off in the Los Angeles market, we say so and move the budget to something that is.`,
    },
  ],
  faqs: [
    {
      question: 'How do you measure SEO success?',
      answer:
        'We agree on goals before starting, usually qualified leads, calls or sales from organic search, and track them alongside rankings and traffic. A ranking that sends no business is not counted as a win.',
    },
    {
      question: 'How long before SEO shows results in a market as competitive as Los Angeles?',
      answer:
        'Technical fixes can lift performance within weeks. Competitive rankings built on content and links usually take several months, and we show leading indicators along the way so you can judge progress.',
    },
    {
      question: 'Can you help after a Google algorithm update hurt our traffic?',
      answer:
        'Yes. We compare which pages and queries lost ground, check them against what the update targeted and write a recovery plan. Recovery usually comes from improving content quality, not quick tricks.',
    },
    {
      question: 'Do you work in industries other than technology?',
      answer:
        'Yes. Professional services, healthcare practices, retailers and hospitality businesses across Los Angeles use our SEO programs too. Technology is simply where we have the deepest bench.',
    },
  ],
  areasServed: [
    'Los Angeles',
    'Downtown Los Angeles',
    'Westside',
    'Santa Monica',
    'Playa Vista',
    'Culver City',
    'San Fernando Valley',
    'South Bay',
  ],
};

export default landing;
