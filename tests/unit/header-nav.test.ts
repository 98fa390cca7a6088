import { describe, expect, it } from 'vitest';

import { menuLinks, menus, primaryNav } from '@/lib/content/lists';
import { groupLinks, pathOf, topLevelNav } from '@/lib/layout/nav';

describe('topLevelNav', () => {
  const items = topLevelNav(primaryNav, menus);
  const names = items.map((item) => (item.kind === 'link' ? item.link.label : `${item.menu.group}▾`));

  it('folds grouped links into their dropdown, in the order of the shared links', () => {
    expect(names).toEqual(['Home', 'Services▾', 'Work▾', 'About', 'Resources▾', 'Contact', 'Legal']);
  });

  it('keeps every one of the nine shared links one step away', () => {
    const reachable = items.flatMap((item) =>
      item.kind === 'link' ? [item.link.href] : groupLinks(item.menu).map((link) => link.href),
    );
    for (const link of primaryNav) expect(reachable).toContain(link.href);
  });

  it('opens the Services group with its overview and then the Services menu, in its order', () => {
    const services = menus.find((menu) => menu.group === 'Services')!;
    const links = groupLinks(services);
    expect(links[0]).toEqual({ label: 'All services', href: '/services' });
    // The committed menu file lists every service: npm run content:check compares it.
    expect(links.slice(1)).toEqual(menuLinks.services);
  });

  it('names a service by its menu label where it has one, else by its title', () => {
    const links = groupLinks(menus.find((menu) => menu.group === 'Services')!);
    expect(links).toContainEqual({ label: 'B2B SEO', href: '/services/b2b-search-engine-optimization' });
    expect(links).toContainEqual({ label: 'Web Design', href: '/services/web-design' });
  });

  it('does not repeat an overview already listed in the group', () => {
    const work = menus.find((menu) => menu.group === 'Work')!;
    expect(groupLinks(work).map((link) => link.href)).toEqual(['/work/case-studies', '/work/portfolio']);
  });
});

describe('pathOf', () => {
  it('drops query and hash', () => {
    expect(pathOf('/blog?page=2#top')).toBe('/blog');
    expect(pathOf('/#services')).toBe('/');
  });
});
