/** The contact endpoint's collaborators, built once per server process from the environment. */
import { guideMeta as guide } from '@/lib/content/lists';
import { ebookDownloadPath } from '@/lib/ebook/download';
import { isDevelopment, publicEnv } from '@/lib/env';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env/server';
import { clientLimiter } from '@/lib/http/server/limits';
import { type SharedLimits, sharedLimits } from '@/lib/http/server/shared';

import type { ContactServices } from './handler';
import { openLeadLog } from './leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS, contactCaps } from './limits';
import { createSendGridSender, type LeadSender } from './mailer';
import { openLeadSpool } from './spool';

/**
 * The mail sender the environment asks for: none without a key; with a key but no addresses,
 * one that fails with the reason, so leads stay unsent and the log says why.
 */
export function senderFromEnv(env: ContactServerEnv): LeadSender | undefined {
  if (!env.sendgridApiKey) return undefined;
  const { contactToEmail: to, contactFromEmail: from } = env;
  if (!to || !from) {
    const missing = [!to && 'CONTACT_TO_EMAIL', !from && 'CONTACT_FROM_EMAIL'].filter(Boolean).join(' and ');
    return async () => {
      throw new Error(`mail not configured: ${missing} not set`);
    };
  }
  const ebook = { title: guide.title, url: `${publicEnv.siteUrl}${ebookDownloadPath(guide)}` };
  return createSendGridSender({ apiKey: env.sendgridApiKey, to, from, ebook });
}

export function servicesFromEnv(
  limits: SharedLimits = sharedLimits(),
  env = contactServerEnv(),
): ContactServices & { trustProxyHops: number } {
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  return {
    leads,
    limiter: clientLimiter(limits.store, 'contact', CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
    caps: contactCaps(limits.store, limits.settings),
    capReached: limits.capReached,
    spool: openLeadSpool(),
    send: senderFromEnv(env),
    trustProxyHops: limits.trustProxyHops,
    siteUrl: publicEnv.siteUrl,
    development: isDevelopment(),
  };
}

let shared: ReturnType<typeof servicesFromEnv> | undefined;

/** One lead log connection for the whole server process; the limits are the shared ones. */
export function contactServices() {
  shared ??= servicesFromEnv();
  return shared;
}
