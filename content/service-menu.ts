import { listServices } from '@/lib/content/server';
import type { NavLink } from '@/lib/layout/nav';
import { servicePath } from '@/lib/routes';

export const SERVICE_MENU_FILE = 'content/service-menu.json';

/** Every service, in its `order`: adding a service file adds it to the menu. */
export const serviceMenu = (): NavLink[] =>
  listServices().map((service) => ({
    label: service.menuLabel ?? service.title,
    href: servicePath(service.slug),
  }));

/** The committed menu file's exact text. */
export const serviceMenuJson = (): string => `${JSON.stringify(serviceMenu(), null, 2)}\n`;
