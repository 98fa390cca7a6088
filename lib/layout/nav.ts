/** How the shared links fold into the header's top level and its dropdown groups. */
import type { NavGroup, NavLink } from '@/lib/content/schema';
import { ROUTES } from '@/lib/routes';

export type TopLevelItem<Name extends string = string> =
  { kind: 'link'; link: NavLink } | { kind: 'group'; menu: NavGroup<Name> };

/** Every link a group opens: its overview page first (unless listed already), then its links. */
export function groupLinks(menu: NavGroup): NavLink[] {
  const listed = menu.links.some((link) => link.href === menu.href);
  return listed ? [...menu.links] : [{ label: menu.label, href: menu.href }, ...menu.links];
}

/**
 * The top level, in the order of the shared links: a link that belongs to a group is
 * replaced by that group where the group first appears, so every shared link stays one
 * step away and the bar stays short enough for one line.
 */
export function topLevelNav<Name extends string>(
  links: readonly NavLink[],
  menus: readonly NavGroup<Name>[],
): TopLevelItem<Name>[] {
  const items: TopLevelItem<Name>[] = [];
  const placed = new Set<Name>();
  for (const link of links) {
    const menu = menus.find((candidate) =>
      groupLinks(candidate).some((inGroup) => inGroup.href === link.href),
    );
    if (!menu) items.push({ kind: 'link', link });
    else if (!placed.has(menu.group)) {
      placed.add(menu.group);
      items.push({ kind: 'group', menu });
    }
  }
  return items;
}

/** The path without query or hash, as links are written. */
export const pathOf = (asPath: string) => asPath.split(/[?#]/)[0] || '/';

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The words of each call to action, one wording per action wherever a button says it: the
 * spec's "Get Started" (to /contact) and, in the phone menu, its "Work With Us".
 */
export const ACTION_LABELS = {
  contact: 'Get Started',
  contactInMenu: 'Work With Us',
  work: 'See our work',
  ebook: 'Get the free ebook',
  services: 'Explore our services',
  message: 'Send us a message',
} as const;

/** A next step a page's first screen can offer: the action's words and where it leads. */
export const NEXT_STEPS = {
  contact: { label: ACTION_LABELS.contact, href: ROUTES.contact },
  work: { label: ACTION_LABELS.work, href: ROUTES.caseStudies },
  ebook: { label: ACTION_LABELS.ebook, href: ROUTES.ebook },
  services: { label: ACTION_LABELS.services, href: ROUTES.services },
} as const;

export type NextStep = keyof typeof NEXT_STEPS;
