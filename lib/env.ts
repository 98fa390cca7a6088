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
} as const;

const optional = (value: string | undefined) => value?.trim() || undefined;

/** Third-party integrations; each is off unless its variable is set (the CSP follows them). */
export const integrationsEnv = {
  gtmId: optional(process.env.NEXT_PUBLIC_GTM_ID),
  googleAdsId: optional(process.env.NEXT_PUBLIC_GOOGLE_ADS_ID),
  visitorTrackingSrc: optional(process.env.NEXT_PUBLIC_VISITOR_TRACKING_SRC),
  algoliaAppId: optional(process.env.NEXT_PUBLIC_ALGOLIA_APP_ID),
  sentryDsn: optional(process.env.NEXT_PUBLIC_SENTRY_DSN),
} as const;
