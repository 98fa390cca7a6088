import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'dave-wilson-nursery',
  client: 'Dave Wilson Nursery',
  title: 'A catalog of fruit and nut trees that growers and gardeners can use',
  description:
    'Website, catalog and search visibility work for Dave Wilson Nursery, a California wholesale grower of fruit and nut trees.',
  industry: 'Agriculture and horticulture',
  summary:
    'A clearer online catalog for a California wholesale grower, serving both trade buyers and home gardeners.',
  challenge: `Dave Wilson Nursery is a California wholesale grower of fruit and nut trees, with a catalog of varieties that has grown over many years. Its website serves two very different groups: the retail nurseries and garden centers that buy from it, and home gardeners who research varieties before looking for them locally.

A large catalog is hard to present well. Each variety has its own details, such as ripening time, chill requirements and pollination needs, and visitors need to filter and compare them without getting lost. The information also has to be accurate and structured so it appears when people search for a specific tree or a growing question.`,
  approach: `We reworked the catalog structure so varieties could be browsed by fruit type and key growing attributes, with consistent variety pages that present the details gardeners and buyers check most. Navigation separates trade information from consumer guidance, so each audience finds its path quickly.

On the search side, we improved page titles, descriptions and structured data across the catalog and cleaned up listings and directory information about the company, so searches for varieties and for the nursery itself return accurate results.`,
  outcome: `The nursery now has a catalog that is easier to browse and compare, with variety pages that follow one consistent pattern. Trade customers and home gardeners each have a clear route through the site, and the catalog is organized so new varieties can be added without rethinking the structure.

Improved on-page information and consistent listings help search engines present the right variety pages for the questions people ask about fruit and nut trees.`,
  highlights: [
    'Restructured variety catalog with attribute-based browsing',
    'Consistent template for every variety page',
    'Separate paths for trade buyers and home gardeners',
    'Structured data and listing clean-up for search visibility',
  ],
  services: ['web-design', 'ecommerce-marketing', 'visibility-optimization'],
  image: '/images/case-studies/dave-wilson-nursery.svg',
};

export default caseStudy;
