/**
 * Server-only environment: secrets and server settings. Import it only from API routes and
 * scripts, never from a component, so none of it can reach a browser bundle. Read at call
 * time, so tests and scripts can set the environment first.
 */

import { nonBlank } from './text';

const value = (name: string): string | undefined => nonBlank(process.env[name]);

export interface ContactServerEnv {
  /** Lead log: a file path or a libSQL URL; unset means data/leads.db. */
  leadsDatabaseUrl?: string;
  leadsDatabaseAuthToken?: string;
  /** Mail is sent only when a SendGrid key is set. */
  sendgridApiKey?: string;
  contactToEmail?: string;
  contactFromEmail?: string;
  /** Behind a reverse proxy, the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
}

export function contactServerEnv(): ContactServerEnv {
  return {
    leadsDatabaseUrl: value('LEADS_DATABASE_URL'),
    leadsDatabaseAuthToken: value('LEADS_DATABASE_AUTH_TOKEN'),
    sendgridApiKey: value('SENDGRID_API_KEY'),
    contactToEmail: value('CONTACT_TO_EMAIL'),
    contactFromEmail: value('CONTACT_FROM_EMAIL'),
    trustProxy: value('TRUST_PROXY') === 'true',
  };
}

/** Write key for `npm run search:push`. */
export function algoliaAdminKey(): string | undefined {
  return value('ALGOLIA_ADMIN_KEY');
}
