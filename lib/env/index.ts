/**
 * Environment read in one place. Only NEXT_PUBLIC_* values may reach the browser; every
 * variable is optional and documented in .env.example. Their form is checked when the site
 * builds and starts (lib/env/schema.ts); here they are only read, so no schema code ships,
 * and the schema's names type every read, so none is read unchecked.
 */
import { firstPaintTricksOn } from '../first-paint';
import { nonBlank } from '../text';
import type { EnvName, PublicEnvName } from './schema';

/**
 * Every public variable, read literally so Next writes its value into the pages: exactly
 * the schema's public names, no more, no fewer (`satisfies`).
 */
const publicValues = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
  NEXT_PUBLIC_ALGOLIA_INDEX_NAME: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GOOGLE_ADS_ID: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID,
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL,
  NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL: process.env.NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL,
  NEXT_PUBLIC_VISITOR_TRACKING_SRC: process.env.NEXT_PUBLIC_VISITOR_TRACKING_SRC,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
} satisfies Record<PublicEnvName, string | undefined>;

/** A variable's value as read; the name must be one of the schema's (EnvName). */
type Env<Name extends EnvName> = Name extends EnvName ? string | undefined : never;

const DEFAULT_SITE_URL = 'https://www.byercompany.com';

function cleanUrl(value: string | undefined, fallback: string): string {
  return (nonBlank(value) ?? fallback).replace(/\/+$/, '');
}

export const publicEnv = {
  siteUrl: cleanUrl(publicValues.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL),
  /** Site search: the hosted engine when both id and search key are set (lib/search/engine.ts). */
  search: {
    algoliaAppId: publicValues.NEXT_PUBLIC_ALGOLIA_APP_ID,
    algoliaSearchKey: publicValues.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    algoliaIndexName: publicValues.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
  },
} as const;

/** Third-party tags, each off unless its variable is set: a default run makes no third-party request. */
export const tagEnv = {
  gtmId: nonBlank(publicValues.NEXT_PUBLIC_GTM_ID),
  googleAdsId: nonBlank(publicValues.NEXT_PUBLIC_GOOGLE_ADS_ID),
  visitorTrackingSrc: nonBlank(publicValues.NEXT_PUBLIC_VISITOR_TRACKING_SRC),
} as const;

/** Google Ads conversions for a sent contact message and an ebook request; each needs the id. */
export const adsConversionEnv = {
  adsId: tagEnv.googleAdsId ?? '',
  conversionLabel: nonBlank(publicValues.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL) ?? '',
  ebookConversionLabel: nonBlank(publicValues.NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL) ?? '',
} as const;

export const sentryDsn = nonBlank(publicValues.NEXT_PUBLIC_SENTRY_DSN);

/** Third-party integrations; each is off unless its variable is set (the CSP follows them). */
export const integrationsEnv = {
  ...tagEnv,
  algoliaAppId: nonBlank(publicEnv.search.algoliaAppId),
  sentryDsn,
} as const;

/** Which server runs the site: `next dev` follows the content files and renders images on request. */
export const nodeEnv = (): string | undefined => process.env.NODE_ENV;
export const isDevelopment = (): boolean => nodeEnv() === 'development';

/** The first-paint tricks, on unless FIRST_PAINT_TRICKS=off at build time. */
export const firstPaintTricks = (): boolean =>
  // Read at call time, so tests can switch it, and literally, one name a function: a browser
  // file that needs one setting carries neither the other's name nor a list of them.
  firstPaintTricksOn(process.env.FIRST_PAINT_TRICKS satisfies Env<'FIRST_PAINT_TRICKS'>);

/** CONTENT_TODAY=YYYY-MM-DD publishes as of that day (lib/content/dates.ts): tests, previews. */
export const contentTodaySetting = (): string | undefined =>
  nonBlank(process.env.CONTENT_TODAY satisfies Env<'CONTENT_TODAY'>);
