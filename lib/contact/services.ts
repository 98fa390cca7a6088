/** The contact endpoint's collaborators, built once per server process from the environment. */
import type { IncomingHttpHeaders } from 'node:http';

import guide from '@/content/ebook/guide';
import { ebookDownloadPath } from '@/lib/ebook/download';
import { publicEnv } from '@/lib/env';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env.server';

import type { ContactServices } from './handler';
import { openLeadLog } from './leads';
import { createSendGridSender, type LeadSender } from './mailer';
import { createRateLimiter } from './rate-limit';

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

export function servicesFromEnv(env = contactServerEnv()): ContactServices & { trustProxy: boolean } {
  return {
    leads: openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken }),
    limiter: createRateLimiter(),
    send: senderFromEnv(env),
    trustProxy: env.trustProxy,
  };
}

let shared: ReturnType<typeof servicesFromEnv> | undefined;

/** One lead log connection and one rate-limit memory for the whole server process. */
export function contactServices() {
  shared ??= servicesFromEnv();
  return shared;
}

/**
 * The address to rate-limit. Behind a trusted proxy, the last X-Forwarded-For entry is the
 * one that proxy saw (earlier entries are whatever the client wrote); otherwise the socket's.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = headers['x-forwarded-for'];
  const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = list?.split(',').at(-1)?.trim();
  return (trustProxy && last) || socketAddress || 'unknown';
}
