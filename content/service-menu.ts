import type { NavLink } from '@/lib/header-nav';
import { servicePath } from '@/lib/routes';

import services from './services';

export const SERVICE_MENU_FILE = 'content/service-menu.json';

/** Every service, in the collection's order: adding a service file adds it to the menu. */
export const serviceMenu = (): NavLink[] =>
  Object.values(services).map((service) => ({
    label: service.menuLabel ?? service.title,
    href: servicePath(service.slug),
  }));

/** The committed menu file's exact text. */
export const serviceMenuJson = (): string => `${JSON.stringify(serviceMenu(), null, 2)}\n`;
