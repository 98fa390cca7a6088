import { describe, expect, it } from 'vitest';

import { servicePath } from '@/lib/routes';
import { serviceMenu, serviceMenuJson } from '@/scripts/service-menu';

import { siteContent } from '../fixtures/site-content';

describe('the Services menu (written by the content check, the build and the dev server)', () => {
  const { services } = siteContent();

  it('links every service, in the collection order, by its menu label where it has one', () => {
    expect(serviceMenu(services)).toEqual(
      services.map((s) => ({ label: s.menuLabel ?? s.title, href: servicePath(s.slug) })),
    );
    expect(services.some((s) => s.menuLabel)).toBe(true);
    expect(services.some((s) => !s.menuLabel)).toBe(true);
  });

  it('is written as the JSON the header reads', () => {
    expect(JSON.parse(serviceMenuJson(services))).toEqual(serviceMenu(services));
    expect(serviceMenuJson(services).endsWith('}\n]\n')).toBe(true);
  });
});
