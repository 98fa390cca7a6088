import { primaryNav, site } from './site';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu extends NavLink {
  /** Name of the group in the mobile menu and the desktop dropdown. */
  group: 'Services' | 'Work' | 'Resources';
  links: NavLink[];
}

/** Dropdown groups of the header and the mobile menu. */
export const menus: NavMenu[] = [
  {
    group: 'Services',
    label: 'All services',
    href: '/services',
    links: [
      { label: 'Search Engine Optimization', href: '/services/search-engine-optimization' },
      { label: 'Web Design', href: '/services/web-design' },
      { label: 'Branding & Design', href: '/services/branding-and-design' },
      { label: 'Social Media Marketing', href: '/services/social-media-marketing' },
      { label: 'PPC Advertising', href: '/services/ppc-advertising' },
      { label: 'B2B SEO', href: '/services/b2b-search-engine-optimization' },
      { label: 'Visibility Optimization', href: '/services/visibility-optimization' },
      { label: 'Ecommerce Marketing', href: '/services/ecommerce-marketing' },
      { label: 'Digital Marketing Strategy', href: '/services/digital-marketing-strategy' },
      { label: 'Content Writing', href: '/services/content-writing' },
      { label: 'Email Marketing', href: '/services/email-marketing' },
      { label: 'White-Label Digital Marketing', href: '/services/white-label-digital-marketing' },
    ],
  },
  {
    group: 'Work',
    label: 'Our work',
    href: '/work/case-studies',
    links: [
      { label: 'Case Studies', href: '/work/case-studies' },
      { label: 'Portfolio', href: '/work/portfolio' },
    ],
  },
  {
    group: 'Resources',
    label: 'Resources',
    href: '/blog',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Free Cybersecurity Ebook', href: '/free-cybersecurity-ebook' },
      { label: site.external.podcast.label, href: site.external.podcast.href },
    ],
  },
];

export { primaryNav };
