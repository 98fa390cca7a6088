/*
 * npm run content:menu (also run by the content check, before every build and by the dev
 * server, so no editor needs to run it): writes the Services menu,
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
  [...services]
    .sort((a, b) => a.order - b.order)
    .map((service) => ({
      label: service.menuLabel ?? service.title,
      href: servicePath(service.slug),
    }));

/** The committed menu file's exact text. */
export const serviceMenuJson = (services?: Service[]): string =>
  `${JSON.stringify(serviceMenu(services), null, 2)}\n`;

/**
 * Writes the menu when the services derive another one; true when it did. Only a changed
 * menu is written: in `next dev` each write recompiles the header.
 */
export function refreshServiceMenu(services?: Service[]): boolean {
  const json = serviceMenuJson(services);
  if (existsSync(SERVICE_MENU_FILE) && readFileSync(SERVICE_MENU_FILE, 'utf8') === json) return false;
  writeFileSync(SERVICE_MENU_FILE, json);
  return true;
}

export function writeServiceMenu(): void {
  const written = refreshServiceMenu();
  console.log(`Services menu ${written ? 'written to' : 'unchanged in'} ${SERVICE_MENU_FILE}`);
}

runAsCommand(module, writeServiceMenu);
