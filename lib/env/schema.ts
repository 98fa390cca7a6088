/**
 * What every environment variable must hold, checked once when the site builds and when it
 * starts (next.config.ts): a malformed value stops it with the variable's name and what is
 * expected, instead of passing silently. A blank value counts as unset; all are optional.
 */
import { z } from 'zod';

import { nonBlank } from '../text';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(nonBlank, schema.optional());

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an absolute http(s) URL (${what})` });
const email = z.email({ error: 'must be an email address, like hello@example.com' });
const token = (what: string) => z.string().regex(/^\S+$/, `must be ${what}, without spaces`);

/** Variables that reach the browser: Next writes their values into the pages at build time. */
export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(httpUrl('the public origin, e.g. https://www.byercompany.com')),
  NEXT_PUBLIC_ALGOLIA_APP_ID: optional(
    z.string().regex(/^[A-Z0-9]+$/, 'must be an Algolia application id (capitals and digits)'),
  ),
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: optional(token('an Algolia search-only key')),
  NEXT_PUBLIC_ALGOLIA_INDEX_NAME: optional(
    z.string().regex(/^[\w.-]+$/, 'must be an index name (letters, digits, _ . -)'),
  ),
  NEXT_PUBLIC_GTM_ID: optional(
    z.string().regex(/^GTM-[A-Z0-9]+$/, 'must be a Tag Manager container id, like GTM-XXXXXXX'),
  ),
  NEXT_PUBLIC_GOOGLE_ADS_ID: optional(
    z.string().regex(/^AW-[A-Z0-9]+$/, 'must be a Google Ads tag id, like AW-123456789'),
  ),
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: optional(token('a conversion label')),
  NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL: optional(token('a conversion label')),
  NEXT_PUBLIC_VISITOR_TRACKING_SRC: optional(httpUrl('the tracking script')),
  NEXT_PUBLIC_SENTRY_DSN: optional(httpUrl('a Sentry DSN')),
});

const wholeNumber = z.string().regex(/^\d{1,9}$/, 'must be a whole number');

/** Server-only settings and secrets. */
export const serverEnvSchema = z.object({
  LEADS_DATABASE_URL: optional(z.string()),
  LEADS_DATABASE_AUTH_TOKEN: optional(token('a database token')),
  SENDGRID_API_KEY: optional(token('a SendGrid API key')),
  CONTACT_TO_EMAIL: optional(email),
  CONTACT_FROM_EMAIL: optional(email),
  TRUST_PROXY: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  TRUST_PROXY_HOPS: optional(z.string().regex(/^\d{1,2}$/, 'must be a whole number of proxies, 0 to 99')),
  // The daily caps and the visitor-mail cooldown (lib/env/server: LimitSettings).
  LEADS_PER_DAY: optional(wholeNumber),
  LEADS_PER_NETWORK_PER_DAY: optional(wholeNumber),
  VISITOR_MAILS_PER_DAY: optional(wholeNumber),
  VISITOR_MAIL_COOLDOWN_HOURS: optional(wholeNumber),
  CSP_REPORTS_PER_DAY: optional(wholeNumber),
  LEADS_STORED_PER_NETWORK_PER_DAY: optional(wholeNumber),
  LEADS_KEEP_MONTHS: optional(wholeNumber),
  ALGOLIA_ADMIN_KEY: optional(token('an Algolia admin key')),
  NEXT_OUTPUT: optional(z.enum(['standalone'], { error: 'must be standalone, or unset' })),
  NEXT_DIST_DIR: optional(z.string().regex(/^[\w./-]+$/, 'must be a folder name')),
  BUILD_TYPES_CHECKED: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  CONTENT_FIXTURE: optional(z.string().regex(/^[\w./-]+$/, 'must be a folder of the project')),
  FIRST_PAINT_TRICKS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  SENTRY_AUTH_TOKEN: optional(token('a Sentry auth token')),
  // The day a build publishes for (lib/content/dates.ts checks it is a day of the calendar).
  CONTENT_TODAY: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')),
  CMS_GITHUB_REPO: optional(
    z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository, like owner/name'),
  ),
  CMS_BRANCH: optional(z.string().regex(/^[\w./-]+$/, 'must be a branch name')),
  CMS_AUTH_URL: optional(httpUrl('the OAuth client of the web editor')),
  CMS_LOCAL_PORT: optional(z.string().regex(/^\d{2,5}$/, 'must be a port number')),
  CMS_SITE_PORT: optional(z.string().regex(/^\d{2,5}$/, 'must be a port number')),
});

export const envSchema = publicEnvSchema.extend(serverEnvSchema.shape);
export type Env = z.infer<typeof envSchema>;
/** The names lib/env may read: a name missing here is a type error there. */
export type EnvName = keyof typeof envSchema.shape;
export type PublicEnvName = keyof typeof publicEnvSchema.shape;

/** One line per bad variable: its name, what it must be, and the value found. */
export function envProblems(env: Record<string, string | undefined>): string[] {
  const result = envSchema.safeParse(env);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message} (found "${env[name]}")`;
  });
}

/** Throws, naming every bad variable, unless the environment is valid. */
export function assertValidEnv(env: Record<string, string | undefined>): Env {
  const problems = envProblems(env);
  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  return envSchema.parse(env);
}
