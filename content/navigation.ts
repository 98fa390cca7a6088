import type { NavGroup } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';

// Derived from the services and categories by `npm run content:menu` (run before every build).
import menuLinks from './menu-links.json';
import { primaryNav, site } from './site';

/** A group of the mobile menu and the desktop dropdown, by name. */
export type NavMenu = NavGroup<'Services' | 'Work' | 'Resources'>;

/** Dropdown groups of the header and the mobile menu. */
export const menus: NavMenu[] = [
  {
    group: 'Services',
    label: 'All services',
    href: ROUTES.services,
    links: menuLinks.services,
  },
  {
    group: 'Work',
    label: 'Our work',
    href: ROUTES.caseStudies,
    links: [
      { label: 'Case Studies', href: ROUTES.caseStudies },
      { label: 'Portfolio', href: ROUTES.portfolio },
    ],
  },
  {
    group: 'Resources',
    label: 'Resources',
    href: ROUTES.blog,
    links: [
      { label: 'Blog', href: ROUTES.blog },
      { label: 'Free Cybersecurity Ebook', href: ROUTES.ebook },
      { label: site.external.podcast.label, href: site.external.podcast.href },
    ],
  },
];

export { primaryNav };
