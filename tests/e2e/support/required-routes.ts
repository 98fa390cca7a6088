import { allRoutes } from '@/lib/content/server';
import { STATIC_ROUTES } from '@/lib/routes';

/** The page routes the site must serve with 200: the fixed pages and every content page. */
export function requiredRoutes(): string[] {
  return [...new Set([...STATIC_ROUTES, ...allRoutes()])];
}
