import type { ContactFacts } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';

/**
 * Facts about the agency that appear across the site: name, address, contact details and
 * the profiles it keeps elsewhere. Pages and the footer read them from here only.
 */
export const site = {
  name: 'Byer Company',
  legalName: 'Byer Company, LLC',
  tagline: 'Digital marketing for cybersecurity and technology brands',
  email: 'hello@byercompany.com',
  /** The city the agency works from; the street address is one of the facts below. */
  address: {
    locality: 'El Segundo',
    region: 'CA',
    country: 'US',
  },
  areasServed: [
    'El Segundo',
    'Los Angeles',
    'Manhattan Beach',
    'Redondo Beach',
    'Hermosa Beach',
    'Torrance',
    'South Bay',
  ],
  founded: 2009,
  external: {
    podcast: { label: 'Podcast', href: 'https://podcast.byercompany.com' },
    sizzleReel: { label: 'Sizzle reel', href: 'https://sizzle.byercompany.com' },
  },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/byercompany' },
    { network: 'X', href: 'https://x.com/byercompany' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/byer-company' },
    { network: 'Instagram', href: 'https://www.instagram.com/byercompany' },
    { network: 'Yelp', href: 'https://www.yelp.com/biz/byer-company-el-segundo' },
    { network: 'Google reviews', href: 'https://g.page/r/byercompany/review' },
  ],
} as const;

/**
 * Facts only the agency can supply. Each stays undefined until it does: a missing fact is
 * shown nowhere (pages offer the email and the form instead), and `npm run content:check`
 * lists it as a warning. AGENCY TO SUPPLY: phone, street address with postal code, hours.
 */
export const contactFacts: ContactFacts = {
  phone: undefined,
  streetAddress: undefined,
  postalCode: undefined,
  openingHours: undefined,
};

/** The header's links, in the order the header shows them. */
export const primaryNav = [
  { href: ROUTES.home, label: 'Home' },
  { href: ROUTES.services, label: 'Services' },
  { href: ROUTES.caseStudies, label: 'Case Studies' },
  { href: ROUTES.portfolio, label: 'Portfolio' },
  { href: ROUTES.about, label: 'About' },
  { href: ROUTES.blog, label: 'Blog' },
  { href: ROUTES.ebook, label: 'Free Ebook' },
  { href: ROUTES.contact, label: 'Contact' },
  { href: ROUTES.legal, label: 'Legal' },
] as const;
