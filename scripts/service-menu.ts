/*
 * npm run content:menu (also before every build and dev server): writes the Services menu,
 * derived from the services collection, to content/service-menu.json. The header ships in
 * every page's JavaScript, so it reads this small file instead of importing the collection
 * and with it every service's copy (19 KB of first-load JS).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import type { NavLink, Service } from '@/lib/content/schema';
import { listServices } from '@/lib/content/server';
import { servicePath } from '@/lib/routes';

import { runAsCommand } from './command';

export const SERVICE_MENU_FILE = 'content/service-menu.json';

/** Every service, in its `order`: adding a service file adds it to the menu. */
export const serviceMenu = (services: Service[] = listServices()): NavLink[] =>
  services.map((service) => ({
    label: service.menuLabel ?? service.title,
    href: servicePath(service.slug),
  }));

/** The committed menu file's exact text. */
export const serviceMenuJson = (services?: Service[]): string =>
  `${JSON.stringify(serviceMenu(services), null, 2)}\n`;

/** Why the committed menu file is not the one the services derive, or undefined when it is. */
export function staleServiceMenu(): string | undefined {
  const committed = existsSync(SERVICE_MENU_FILE) ? readFileSync(SERVICE_MENU_FILE, 'utf8') : '';
  return committed === serviceMenuJson()
    ? undefined
    : `${SERVICE_MENU_FILE} is not the menu the services collection derives: run npm run content:menu`;
}

export function writeServiceMenu(): void {
  writeFileSync(SERVICE_MENU_FILE, serviceMenuJson());
  console.log(`Services menu written to ${SERVICE_MENU_FILE}`);
}

runAsCommand(module, writeServiceMenu);
