import { ROUTES } from '@/lib/routes';

/**
 * Facts about the agency that appear across the site: its name, what it does, where it works
 * and the profiles it keeps elsewhere. How to reach it (email, city, phone, street, hours) is
 * in content/contact.yaml.
 */
export const site = {
  name: 'Byer Company',
  legalName: 'Byer Company, LLC',
  tagline: 'Digital marketing for cybersecurity and technology brands',
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
