/**
 * Server-only environment: secrets and server settings. Import it only from API routes and
 * scripts, never from a component, so none of it can reach a browser bundle. Read at call
 * time, so tests and scripts can set the environment first.
 */

import type { EnvName } from '../schema';
import { value } from './build';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The daily caps and the cooldown, each configurable. */
export interface LimitSettings {
  /** Leads mailed to the agency in any 24 hours, site-wide; past it leads are kept, not mailed. */
  leadsPerDay: number;
  /** Of those, how many one network (IPv4 /24, IPv6 /48) may use: counted first. */
  leadsPerNetworkPerDay: number;
  /** Mails to visitor-given addresses (the ebook copy) in any 24 hours, site-wide. */
  visitorMailsPerDay: number;
  /** How long one address waits for its next visitor mail. */
  visitorMailCooldownMs: number;
  /** CSP reports forwarded to Sentry in any 24 hours (all are still logged, rate-limited). */
  cspReportsPerDay: number;
  /** Leads one network (IPv4 /24, IPv6 /48) may have stored in any 24 hours; past it, 429. */
  leadsStoredPerNetworkPerDay: number;
}

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = {
  leadsPerDay: 1_000,
  leadsPerNetworkPerDay: 20,
  visitorMailsPerDay: 200,
  visitorMailCooldownMs: DAY_MS,
  cspReportsPerDay: 1_000,
  leadsStoredPerNetworkPerDay: 50,
};

/** How long a lead is kept before `npm run leads` deletes it, unless LEADS_KEEP_MONTHS says otherwise. */
export const DEFAULT_LEADS_KEEP_MONTHS = 24;

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
  /** The daily caps and the visitor-mail cooldown (counted by lib/contact/server/limits.ts). */
  limits: LimitSettings;
  /** Months a lead is kept (`npm run leads` deletes older ones). */
  leadsKeepMonths: number;
}

/** A whole number of at most 9 digits, or the default: a typo never stops the form. */
function count(raw: string | undefined, fallback: number): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : fallback;
}

/** LEADS_PER_DAY, LEADS_PER_NETWORK_PER_DAY, VISITOR_MAILS_PER_DAY, VISITOR_MAIL_COOLDOWN_HOURS, CSP_REPORTS_PER_DAY, LEADS_STORED_PER_NETWORK_PER_DAY. */
export function limitSettings(read: (name: EnvName) => string | undefined = value): LimitSettings {
  const defaults = DEFAULT_LIMIT_SETTINGS;
  return {
    leadsPerDay: count(read('LEADS_PER_DAY'), defaults.leadsPerDay),
    leadsPerNetworkPerDay: count(read('LEADS_PER_NETWORK_PER_DAY'), defaults.leadsPerNetworkPerDay),
    visitorMailsPerDay: count(read('VISITOR_MAILS_PER_DAY'), defaults.visitorMailsPerDay),
    visitorMailCooldownMs:
      count(read('VISITOR_MAIL_COOLDOWN_HOURS'), defaults.visitorMailCooldownMs / HOUR_MS) * HOUR_MS,
    cspReportsPerDay: count(read('CSP_REPORTS_PER_DAY'), defaults.cspReportsPerDay),
    leadsStoredPerNetworkPerDay: count(
      read('LEADS_STORED_PER_NETWORK_PER_DAY'),
      defaults.leadsStoredPerNetworkPerDay,
    ),
  };
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
    limits: limitSettings(),
    leadsKeepMonths: count(value('LEADS_KEEP_MONTHS'), DEFAULT_LEADS_KEEP_MONTHS),
  };
}

/** Write key for `npm run search:push`. */
export function algoliaAdminKey(): string | undefined {
  return value('ALGOLIA_ADMIN_KEY');
}

/**
 * Tests only: a folder (tests/fixtures/proof-content) whose proof files are read in place of
 * content/'s, so the end-to-end run can show supplied proof without any in content/. Server
 * side only: its name must not reach a browser bundle.
 */
export const contentFixture = (): string | undefined => value('CONTENT_FIXTURE');
