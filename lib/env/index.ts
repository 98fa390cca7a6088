/**
 * Environment read in one place. Only NEXT_PUBLIC_* values may reach the browser; every
 * variable is optional and documented in .env.example. Their form is checked when the site
 * builds and starts (lib/env/schema.ts); here they are only read, so no schema code ships.
 */
import { firstPaintTricksOn } from '../first-paint';
import { nonBlank } from '../text';

const DEFAULT_SITE_URL = 'https://www.byercompany.com';

function cleanUrl(value: string | undefined, fallback: string): string {
  return (nonBlank(value) ?? fallback).replace(/\/+$/, '');
}

export const publicEnv = {
  siteUrl: cleanUrl(process.env.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL),
  /** Site search: the hosted engine when both id and search key are set (lib/search/engine.ts). */
  search: {
    algoliaAppId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
    algoliaSearchKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    algoliaIndexName: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
  },
} as const;

/**
 * Third-party tags and error reporting. Each is off unless its variable is set, so a
 * default run makes no third-party request. Read literally so Next inlines them.
 */
export const tagEnv = {
  gtmId: nonBlank(process.env.NEXT_PUBLIC_GTM_ID),
  googleAdsId: nonBlank(process.env.NEXT_PUBLIC_GOOGLE_ADS_ID),
  visitorTrackingSrc: nonBlank(process.env.NEXT_PUBLIC_VISITOR_TRACKING_SRC),
} as const;

/** Google Ads conversions for a sent contact message and an ebook request; each needs the id. */
export const adsConversionEnv = {
  adsId: tagEnv.googleAdsId ?? '',
  conversionLabel: nonBlank(process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL) ?? '',
  ebookConversionLabel: nonBlank(process.env.NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL) ?? '',
} as const;

export const sentryDsn = nonBlank(process.env.NEXT_PUBLIC_SENTRY_DSN);

/** Third-party integrations; each is off unless its variable is set (the CSP follows them). */
export const integrationsEnv = {
  ...tagEnv,
  algoliaAppId: nonBlank(publicEnv.search.algoliaAppId),
  sentryDsn,
} as const;

/** Which server runs the site: `next dev` follows the content files and renders images on request. */
export const nodeEnv = (): string | undefined => process.env.NODE_ENV;
export const isDevelopment = (): boolean => nodeEnv() === 'development';

/**
 * The first-paint tricks, on unless FIRST_PAINT_TRICKS=off at build time (next.config.ts
 * hands the value to the browser build too). Read at call time so tests can switch it.
 */
export const firstPaintTricks = (): boolean => firstPaintTricksOn(process.env.FIRST_PAINT_TRICKS);

/** CONTENT_TODAY=YYYY-MM-DD publishes as of that day (lib/content/dates.ts): tests, previews. */
export const contentTodaySetting = (): string | undefined => process.env.CONTENT_TODAY;

/**
 * Tests only: a folder (tests/fixtures/proof-content) whose proof files are read in place of
 * content/'s, so the end-to-end run can show supplied proof without any in content/.
 */
export const contentFixture = (): string | undefined => nonBlank(process.env.CONTENT_FIXTURE);
