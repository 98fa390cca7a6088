/*
 * npm run content:menu (also run by the content check, before every build and by the dev
 * server, so no editor needs to run it): writes the links the header and footer list,
 * derived from the services and the blog categories, to content/menu-links.json. Header and
 * footer ship in every page's JavaScript, so they read this small file instead of importing
 * the collections and with them every service's copy and every category's description.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import type { Category, NavLink, Service } from '@/lib/content/schema';
import { listCategories, listServices } from '@/lib/content/server';
import { categoryPath, servicePath } from '@/lib/routes';

import { runAsCommand } from './command';

export const MENU_LINKS_FILE = 'content/menu-links.json';

interface MenuSources {
  services: Service[];
  categories: Category[];
}

/**
 * Every published service, in its `order` (adding a service file adds it to the Services menu), and
 * every blog category in the collection's order (the footer's topics).
 */
export const menuLinks = ({ services, categories }: MenuSources) => ({
  // A draft service has no page on the site yet (`npm run dev` shows it on its own address).
  services: services
    .filter((service) => !service.unpublished)
    .sort((a, b) => a.order - b.order)
    .map((service): NavLink => ({
      label: service.menuLabel ?? service.title,
      href: servicePath(service.slug),
    })),
  topics: categories.map((category): NavLink => ({
    label: category.name,
    href: categoryPath(category.slug),
  })),
});

/** The committed file's exact text. */
export const menuLinksJson = (sources: MenuSources): string =>
  `${JSON.stringify(menuLinks(sources), null, 2)}\n`;

/**
 * Writes the file when the content derives other links; true when it did. Only a change is
 * written: in `next dev` each write recompiles the header and footer.
 */
export function refreshMenuLinks(
  sources: MenuSources = { services: listServices(), categories: listCategories() },
): boolean {
  const json = menuLinksJson(sources);
  if (existsSync(MENU_LINKS_FILE) && readFileSync(MENU_LINKS_FILE, 'utf8') === json) return false;
  writeFileSync(MENU_LINKS_FILE, json);
  return true;
}

export function writeMenuLinks(): void {
  const written = refreshMenuLinks();
  console.log(`Menu links ${written ? 'written to' : 'unchanged in'} ${MENU_LINKS_FILE}`);
}

runAsCommand(module, writeMenuLinks);
