import { listLandings, listServices } from '@/lib/content/server';
import { landingPath, ROUTES, servicePath } from '@/lib/routes';

/** Every page kind that opens on one of our drawings (the ebook on its cover). */
export const HERO_PAGES = [
  ROUTES.services,
  ...listServices().map((service) => servicePath(service.slug)),
  ROUTES.about,
  ROUTES.contact,
  ...listLandings().map(landingPath),
  ROUTES.ebook,
];

/** Landings also show a picture between their sections. */
export const LANDING_PAGES = new Set(listLandings().map(landingPath));
