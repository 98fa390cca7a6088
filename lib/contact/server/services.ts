/** The contact endpoint's collaborators, built once per server process from the environment. */
import type { IncomingHttpHeaders } from 'node:http';

import guide from '@/content/ebook/guide';
import { ebookDownloadPath } from '@/lib/ebook/download';
import { publicEnv } from '@/lib/env';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env/server';

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

export function servicesFromEnv(env = contactServerEnv()): ContactServices & { trustProxyHops: number } {
  return {
    leads: openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken }),
    limiter: createRateLimiter(),
    send: senderFromEnv(env),
    trustProxyHops: env.trustProxyHops,
    siteUrl: publicEnv.siteUrl,
  };
}

let shared: ReturnType<typeof servicesFromEnv> | undefined;

/** One lead log connection and one rate-limit memory for the whole server process. */
export function contactServices() {
  shared ??= servicesFromEnv();
  return shared;
}

/**
 * The address to rate-limit. Each trusted proxy appends the address it saw to
 * X-Forwarded-For, so behind `trustedHops` of them (a CDN, then a load balancer: 2) the
 * client is that many entries from the end; entries before it are whatever the client
 * wrote. With fewer entries than hops, the first one is the furthest any proxy saw.
 * With no trusted proxy, the socket's own address.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fromProxy = trustedHops > 0 ? list[Math.max(0, list.length - trustedHops)] : undefined;
  return fromProxy || socketAddress || 'unknown';
}
