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
