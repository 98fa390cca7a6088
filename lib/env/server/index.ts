/**
 * Server-only environment: secrets and server settings. Import it only from API routes and
 * scripts, never from a component, so none of it can reach a browser bundle. Read at call
 * time, so tests and scripts can set the environment first.
 */

import { nonBlank } from '../../text';

const value = (name: string): string | undefined => nonBlank(process.env[name]);

export interface ContactServerEnv {
  /** Lead log: a file path or a libSQL URL; unset means data/leads.db. */
  leadsDatabaseUrl?: string;
  leadsDatabaseAuthToken?: string;
  /** Mail is sent only when a SendGrid key is set. */
  sendgridApiKey?: string;
  contactToEmail?: string;
  contactFromEmail?: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
}

/**
 * TRUST_PROXY_HOPS, a whole number, wins; else TRUST_PROXY=true is one hop. A malformed
 * count is ignored rather than fatal, so a typo never stops the form taking leads.
 */
export function proxyHops(hops: string | undefined, trustProxy: string | undefined): number {
  if (hops && /^\d{1,2}$/.test(hops)) return Number(hops);
  return trustProxy === 'true' ? 1 : 0;
}

export function contactServerEnv(): ContactServerEnv {
  return {
    leadsDatabaseUrl: value('LEADS_DATABASE_URL'),
    leadsDatabaseAuthToken: value('LEADS_DATABASE_AUTH_TOKEN'),
    sendgridApiKey: value('SENDGRID_API_KEY'),
    contactToEmail: value('CONTACT_TO_EMAIL'),
    contactFromEmail: value('CONTACT_FROM_EMAIL'),
    trustProxyHops: proxyHops(value('TRUST_PROXY_HOPS'), value('TRUST_PROXY')),
  };
}

/** Write key for `npm run search:push`. */
export function algoliaAdminKey(): string | undefined {
  return value('ALGOLIA_ADMIN_KEY');
}
