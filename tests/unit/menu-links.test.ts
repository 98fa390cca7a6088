import { describe, expect, it } from 'vitest';

import { categoryPath, servicePath } from '@/lib/routes';
import { menuLinks, menuLinksJson } from '@/scripts/menu-links';

import { siteContent } from '../fixtures/site-content';

describe('the menu links (written by the content check, the build and the dev server)', () => {
  const content = siteContent();
  const { services, categories } = content;

  it('links every service, in the collection order, by its menu label where it has one', () => {
    expect(menuLinks(content).services).toEqual(
      services.map((s) => ({ label: s.menuLabel ?? s.title, href: servicePath(s.slug) })),
    );
    expect(services.some((s) => s.menuLabel)).toBe(true);
    expect(services.some((s) => !s.menuLabel)).toBe(true);
  });

  it('links every blog category by its name, for the footer', () => {
    expect(menuLinks(content).topics).toEqual(
      categories.map((c) => ({ label: c.name, href: categoryPath(c.slug) })),
    );
  });

  it('is written as the JSON the header and footer read', () => {
    expect(JSON.parse(menuLinksJson(content))).toEqual(menuLinks(content));
    expect(menuLinksJson(content).endsWith('}\n  ]\n}\n')).toBe(true);
  });
});
