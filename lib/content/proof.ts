/**
 * Which of the proof the agency supplied shows where buyers look: one figure per piece of
 * work (its card and hero), one quote on home and on a service page. Pure: the pages pass
 * in the checked content. Nothing is chosen when nothing is supplied.
 */
import type { CaseStudy, ClientLogo, Quote, Result } from './schema';

/** The result marked `headline: true`, else the first; none without results. */
export function headlineResult(results: readonly Result[] | undefined): Result | undefined {
  return results?.find((result) => result.headline) ?? results?.[0];
}

/** A quote as home and the service pages show it: with the work it came from and the company's logo. */
export interface ShownQuote {
  quote: Quote;
  slug: string;
  client: string;
  /** The company's logo from content/clients.yaml, matched by name, when supplied. */
  logo: ClientLogo | null;
}

/** The company a quote speaks for: its own `company`, else the case study's client. */
export const quoteCompany = (study: Pick<CaseStudy, 'client' | 'quote'>): string =>
  study.quote?.company ?? study.client;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one quote to show among case studies in their order: the one marked `featured: true`
 * if among them, else the first that has a quote. Logos are matched to the company by name.
 */
export function chooseQuote(
  studies: readonly Pick<CaseStudy, 'slug' | 'client' | 'quote'>[],
  logos: readonly ClientLogo[] = [],
): ShownQuote | undefined {
  const quoted = studies.filter((study) => study.quote);
  const study = quoted.find((s) => s.quote?.featured) ?? quoted[0];
  if (!study?.quote) return undefined;
  const company = quoteCompany(study);
  const logo = logos.find((l) => l.rendered && sameName(l.name, company)) ?? null;
  return { quote: study.quote, slug: study.slug, client: study.client, logo };
}
