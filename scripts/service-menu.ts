/*
 * npm run content:menu (also before every build and dev server): writes the Services menu,
 * derived from the services collection, to content/service-menu.json. The header ships in
 * every page's JavaScript, so it reads this small file instead of importing the collection
 * and with it every service's copy (19 KB of first-load JS).
 */
import { writeFileSync } from 'node:fs';

import { SERVICE_MENU_FILE, serviceMenuJson } from '@/content/service-menu';

import { runAsCommand } from './command';

export function writeServiceMenu(): void {
  writeFileSync(SERVICE_MENU_FILE, serviceMenuJson());
  console.log(`Services menu written to ${SERVICE_MENU_FILE}`);
}

runAsCommand(module, writeServiceMenu);
