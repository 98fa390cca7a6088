import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { menus } from '@/content/navigation';
import { listServices } from '@/lib/content/server';
import { servicePath } from '@/lib/routes';
import { SERVICE_MENU_FILE, serviceMenuJson } from '@/scripts/service-menu';

describe('the Services menu', () => {
  it('is the committed file the services collection derives (run npm run content:menu when this fails)', () => {
    expect(readFileSync(SERVICE_MENU_FILE, 'utf8')).toBe(serviceMenuJson());
  });

  it('links every service, in the collection order', () => {
    const services = menus.find((menu) => menu.group === 'Services')!;
    expect(services.links.map((link) => link.href)).toEqual(listServices().map((s) => servicePath(s.slug)));
  });
});
