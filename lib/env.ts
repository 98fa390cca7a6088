/**
 * Environment read in one place. Only NEXT_PUBLIC_* values may reach the browser; every
 * variable is optional and documented in .env.example.
 */
const DEFAULT_SITE_URL = 'https://www.byercompany.com';

function cleanUrl(value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  return url.replace(/\/+$/, '');
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

/** Google Ads conversion for a sent contact message; both must be set for it to fire. */
export const adsConversionEnv = {
  adsId: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID?.trim() ?? '',
  conversionLabel: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?.trim() ?? '',
} as const;
