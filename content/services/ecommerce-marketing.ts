import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'ecommerce-marketing',
  title: 'Ecommerce Marketing',
  shortTitle: 'ecommerce marketing',
  description:
    'Ecommerce marketing for online stores and B2B catalogs: product page SEO, shopping ads, email flows and conversion work that lifts orders.',
  summary: 'More orders from the store you have, through better product pages, ads and follow-up.',
  intro: `Ecommerce marketing is everything that brings shoppers to an online store and persuades them to buy: product and category pages that rank, shopping and search ads, email flows that recover abandoned carts, and a checkout that does not lose people at the last step.

Not every store sells to consumers. Many of the companies we work with sell hardware, components, licenses or wholesale goods online to business buyers, with price tiers, quote requests and account logins. Those catalogs need the same care as a consumer shop, plus clear technical specifications and a path to talk to sales when an order is too large or too custom for a cart.

We look at the whole path from first search to repeat order. That usually combines product-focused [SEO](/services/search-engine-optimization), shopping campaigns from our [PPC team](/services/ppc-advertising), and automated flows from our [email marketing](/services/email-marketing) practice, all measured against revenue rather than traffic.`,
  included: [
    {
      title: 'Store audit',
      text: 'A review of site speed, navigation, product data, checkout friction and analytics accuracy.',
    },
    {
      title: 'Product and category SEO',
      text: 'Titles, descriptions, structured data and category copy that help products appear in search and shopping results.',
    },
    {
      title: 'Shopping and search ads',
      text: 'Product feed optimization and Google Shopping, Performance Max and search campaigns.',
    },
    {
      title: 'Conversion improvements',
      text: 'Tested changes to product pages, cart and checkout, one hypothesis at a time.',
    },
    { title: 'Lifecycle email', text: 'Welcome, browse, cart recovery, post-purchase and reorder flows.' },
    {
      title: 'Revenue reporting',
      text: 'Orders, revenue and return on ad spend by channel, reconciled with your store platform.',
    },
  ],
  process: [
    {
      title: 'Audit',
      text: 'We find where shoppers drop off and which channels bring buyers rather than browsers.',
    },
    {
      title: 'Fix the basics',
      text: 'Tracking, product data and the most costly checkout problems come first.',
    },
    {
      title: 'Grow traffic',
      text: 'SEO and paid campaigns for the products with the best margins and demand.',
    },
    {
      title: 'Increase value',
      text: 'Email flows and conversion tests that raise order value and repeat purchases.',
    },
  ],
  faqs: [
    {
      question: 'Which ecommerce platforms do you work with?',
      answer:
        'We work with Shopify, WooCommerce, BigCommerce and Magento, and with custom storefronts when your developers can make changes we recommend.',
    },
    {
      question: 'Can you help a B2B or wholesale catalog, not just a consumer shop?',
      answer:
        'Yes. We have worked on catalogs with trade pricing, quote requests and account ordering. The tactics shift toward product information, search and sales handoff, but the measurement discipline is the same.',
    },
    {
      question: 'Our product feed keeps getting rejected. Can you fix it?',
      answer:
        'Usually. Feed problems tend to come from missing identifiers, inconsistent pricing or policy issues. We diagnose the errors in Merchant Center and fix them at the source so they stay fixed.',
    },
    {
      question: 'How do you decide what to test on our store?',
      answer:
        'We combine analytics, session recordings and customer feedback to find where people hesitate, then test the changes likely to matter most. Low-traffic stores get fewer, bolder tests.',
    },
  ],
  relatedCaseStudies: ['dave-wilson-nursery'],
  cta: {
    heading: 'Turn more store visits into orders',
    text: 'Share your store URL and your main goal. We will point out the first three things we would change.',
  },
  keywords: [
    'ecommerce marketing',
    'ecommerce seo',
    'shopify marketing',
    'google shopping ads',
    'product page optimization',
    'ecommerce agency',
    'b2b ecommerce',
    'conversion rate optimization',
  ],
};

export default service;
