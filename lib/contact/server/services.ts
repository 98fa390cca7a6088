/** The contact endpoint's collaborators, built once per server process from the environment. */
import { guideMeta as guide } from '@/lib/content/lists';
import { ebookDownloadPath } from '@/lib/ebook/download';
import { publicEnv } from '@/lib/env';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env/server';
import {
  clientLimiter,
  fallbackLimitStore,
  type LimitStore,
  memoryLimitStore,
  sqlLimitStore,
} from '@/lib/http/server/limits';

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

export function servicesFromEnv(env = contactServerEnv()): ContactServices & {
  trustProxyHops: number;
  limits: LimitStore;
  env: ContactServerEnv;
} {
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  // Counted in the lead database, shared by every instance; in memory while it is down.
  const limits = fallbackLimitStore(sqlLimitStore(leads.database), memoryLimitStore(), console);
  return {
    leads,
    limits,
    env,
    limiter: clientLimiter(limits, 'contact', CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
    caps: contactCaps(limits, env.limits),
    spool: openLeadSpool(),
    send: senderFromEnv(env),
    trustProxyHops: env.trustProxyHops,
    siteUrl: publicEnv.siteUrl,
  };
}

let shared: ReturnType<typeof servicesFromEnv> | undefined;

/** One lead log connection (which also counts the limits) for the whole server process. */
export function contactServices() {
  shared ??= servicesFromEnv();
  return shared;
}
