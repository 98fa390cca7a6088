/**
 * What the people-and-place specs look for, read from the files: the copy written to show
 * only with a street address (`needsAddress`), and the landing that has some.
 */
import type { Landing, Page as ContentPage } from '@/lib/content/schema';
import { readContentSource } from '@/lib/content/server';
import { landingPath, ROUTES } from '@/lib/routes';

const source = readContentSource();

type Promising = { heading?: string; question?: string; needsAddress?: boolean };

/** Headings and questions marked `needsAddress`, per page path, as their files hold them. */
export const promisedVisits: { path: string; texts: string[] }[] = [
  ...source.landings.map(({ data }) => {
    const landing = data as Landing & { sections: Promising[]; faqs: Promising[] };
    return { path: landingPath(landing), items: [...landing.sections, ...landing.faqs] };
  }),
  ...source.pages.map(({ data }) => {
    const page = data as ContentPage & { sections: Promising[] };
    return { path: page.path, items: page.sections };
  }),
]
  .map(({ path, items }) => ({
    path,
    texts: items.filter((i) => i.needsAddress).map((i) => (i.heading ?? i.question)!),
  }))
  .filter(({ texts }) => texts.length > 0);

const landing = promisedVisits.find(({ path }) => path !== ROUTES.contact);
if (!landing || !promisedVisits.some(({ path }) => path === ROUTES.contact))
  throw new Error('Some landing and /contact must have copy marked needsAddress');
/** A local landing with copy that promises a visit. */
export const VISIT_LANDING = landing;
