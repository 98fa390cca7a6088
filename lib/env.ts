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

/** Trimmed value, or undefined when unset or blank (an unset id switches its tag off). */
function optional(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/**
 * Third-party tags and error reporting. Each is off unless its variable is set, so a
 * default run makes no third-party request. Read literally so Next inlines them.
 */
export const tagEnv = {
  gtmId: optional(process.env.NEXT_PUBLIC_GTM_ID),
  googleAdsId: optional(process.env.NEXT_PUBLIC_GOOGLE_ADS_ID),
  visitorTrackingSrc: optional(process.env.NEXT_PUBLIC_VISITOR_TRACKING_SRC),
} as const;

/** Google Ads conversions for a sent contact message and an ebook request; each needs the id. */
export const adsConversionEnv = {
  adsId: tagEnv.googleAdsId ?? '',
  conversionLabel: optional(process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL) ?? '',
  ebookConversionLabel: optional(process.env.NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL) ?? '',
} as const;

export const sentryDsn = optional(process.env.NEXT_PUBLIC_SENTRY_DSN);

/** Third-party integrations; each is off unless its variable is set (the CSP follows them). */
export const integrationsEnv = {
  ...tagEnv,
  algoliaAppId: optional(publicEnv.search.algoliaAppId),
  sentryDsn,
} as const;
