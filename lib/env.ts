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

export const sentryDsn = optional(process.env.NEXT_PUBLIC_SENTRY_DSN);
