/**
 * The contact form's own limits, counted in the shared store (lib/http/server/limits.ts):
 * posts per client, the leads one network may have stored a day (past it the post is
 * refused, 429, and nothing is kept), and the daily caps on mail, which stop mail, never
 * storage: a lead past one is kept (and marked so), only not mailed.
 */
import type { LimitSettings } from '@/lib/env/server';
import { networkKey } from '@/lib/http/server/client-address';
import { dailyShareRules, DAY_MS, type LimitStore, SITE_KEY } from '@/lib/http/server/limits';
import type { RateDecision } from '@/lib/http/server/rate-limit';

export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 60_000;
/** Ebook copies one client (an address, an IPv6 /64; its /48 gets ten times) may have mailed a day. */
export const VISITOR_MAILS_PER_CLIENT_PER_DAY = 3;
/** Ebook copies the addresses of one network (IPv4 /24, IPv6 /48) may have mailed a day. */
export const VISITOR_MAILS_PER_NETWORK_PER_DAY = 10;

/** What `npm run leads` says of a lead kept past a cap. */
export const OVER_MAIL_CAP = 'over the daily mail cap';

/**
 * Providers that deliver `name+tag@` to `name@` (and Gmail ignores dots in the name too):
 * there, every tag is the same mailbox, so it shares one cooldown.
 */
const TAG_IGNORING_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'fastmail.fm',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);
const DOT_IGNORING_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address reaches, as one key however it is written: lower case, tag dropped. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (TAG_IGNORING_DOMAINS.has(domain)) local = local.split('+')[0]!;
  if (DOT_IGNORING_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export interface ContactCaps {
  /**
   * Whether one more lead from `clientAddress`'s network may be stored today (database or
   * spool); counts it when so. Checked before anything is kept.
   */
  leadStore(clientAddress: string, now?: number): Promise<RateDecision>;
  /**
   * Whether one more lead from `clientAddress` may be mailed to the agency today: its
   * network's daily share first, then the site-wide cap; counts it when so.
   */
  leadMail(clientAddress: string, now?: number): Promise<boolean>;
  /** Whether `email` may be mailed now (its cooldown, the client's and the site's daily caps); counts it when so. */
  visitorMail(email: string, clientAddress: string, now?: number): Promise<boolean>;
}

export function contactCaps(store: LimitStore, settings: LimitSettings): ContactCaps {
  return {
    leadStore: (clientAddress, now) =>
      store.take(
        [
          {
            bucket: 'lead-store/network',
            key: networkKey(clientAddress),
            limit: settings.leadsStoredPerNetworkPerDay,
            windowMs: DAY_MS,
          },
        ],
        now,
      ),
    leadMail: async (clientAddress, now) =>
      (
        await store.take(
          [
            {
              bucket: 'lead-mail/network',
              key: networkKey(clientAddress),
              limit: settings.leadsPerNetworkPerDay,
              windowMs: DAY_MS,
            },
            { bucket: 'leads', key: SITE_KEY, limit: settings.leadsPerDay, windowMs: DAY_MS },
          ],
          now,
        )
      ).allowed,
    visitorMail: async (email, clientAddress, now) =>
      (
        await store.take(
          [
            {
              bucket: 'visitor-mail',
              key: mailboxKey(email),
              limit: 1,
              windowMs: settings.visitorMailCooldownMs,
            },
            ...dailyShareRules('visitor-mail', clientAddress, {
              client: VISITOR_MAILS_PER_CLIENT_PER_DAY,
              network: VISITOR_MAILS_PER_NETWORK_PER_DAY,
              site: settings.visitorMailsPerDay,
            }),
          ],
          now,
        )
      ).allowed,
  };
}
