/**
 * The limits every endpoint counts in (the contact form, the CSP reports, the error tunnel),
 * built once per server process from the environment: the shared store in the site's
 * database (in memory while it is down), the daily caps' settings, the proxies trusted for
 * the client's address, and the once-a-day notice when a cap is reached. Opening them
 * opens no lead log, spool or lead mailer.
 */
import { type ContactServerEnv, contactServerEnv, type LimitSettings } from '@/lib/env/server';
import { escapeForLog } from '@/lib/text/log-escape';

import { connectDatabase } from './database';
import { DAY_MS, fallbackLimitStore, type LimitStore, memoryLimitStore, sqlLimitStore } from './limits';
import { headerSafe, type MailServiceConfig, sendGridService } from './mail';

/** Says that a daily cap was reached: once a day per cap, for every instance together. */
export type CapNotice = (cap: string, consequence: string, now?: number) => Promise<void>;

export interface SharedLimits {
  store: LimitStore;
  settings: LimitSettings;
  trustProxyHops: number;
  capReached: CapNotice;
}

/** Mails one plain notice to the agency; the caller decides when. */
export type AgencyMail = (subject: string, text: string) => Promise<void>;

/**
 * The first time in a day `cap` is reached, a log line and, with mail on, a mail to the
 * agency; later hits that day say nothing more (counted in the shared store, so N
 * instances tell once). A failed mail is logged, never thrown: the request goes on.
 */
export function capNotices(store: LimitStore, log: Pick<Console, 'error'>, mail?: AgencyMail): CapNotice {
  return async (cap, consequence, now = Date.now()) => {
    const first = await store.take([{ bucket: 'cap-notice', key: cap, limit: 1, windowMs: DAY_MS }], now);
    if (!first.allowed) return;
    const text = `The daily cap "${cap}" was reached at ${new Date(now).toISOString()}: ${consequence}. You are told once a day per cap; the settings are in .env.example.`;
    log.error(`[limits] ${escapeForLog(text)}`);
    await mail?.(headerSafe(`Daily cap reached: ${cap}`), text).catch((error: unknown) => {
      log.error(`[limits] the cap notice was not mailed: ${escapeForLog(String(error))}`);
    });
  };
}

/** The agency's notice mail, when mail is on and both addresses are set. */
export function agencyMail(
  env: Pick<ContactServerEnv, 'sendgridApiKey' | 'contactToEmail' | 'contactFromEmail'>,
  config: Partial<MailServiceConfig> = {},
): AgencyMail | undefined {
  const { sendgridApiKey: apiKey, contactToEmail: to, contactFromEmail: from } = env;
  if (!apiKey || !to || !from) return undefined;
  const mail = sendGridService({ ...config, apiKey });
  return async (subject, text) => {
    await mail.send({ to, from, subject, text });
  };
}

export function limitsFromEnv(env: ContactServerEnv, log: Pick<Console, 'error'> = console): SharedLimits {
  const database = connectDatabase({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  const store = fallbackLimitStore(
    sqlLimitStore(async () => database),
    memoryLimitStore(),
    log,
  );
  return {
    store,
    settings: env.limits,
    trustProxyHops: env.trustProxyHops,
    capReached: capNotices(store, log, agencyMail(env)),
  };
}

let shared: SharedLimits | undefined;

/** One store for the whole server process, opened on first use. */
export function sharedLimits(): SharedLimits {
  shared ??= limitsFromEnv(contactServerEnv());
  return shared;
}
