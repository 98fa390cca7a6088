/** The shared limits (lib/http/server/limits.ts) in a real libSQL file, from two connections at once. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContactServices } from '@/lib/contact/server/handler';
import { describeLead } from '@/lib/contact/server/lead-report';
import { type OpenLeadLog, openLeadLog } from '@/lib/contact/server/leads';
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MS,
  contactCaps,
  mailboxKey,
  OVER_MAIL_CAP,
  VISITOR_MAILS_PER_CLIENT_PER_DAY,
  VISITOR_MAILS_PER_NETWORK_PER_DAY,
} from '@/lib/contact/server/limits';
import { DEFAULT_LIMIT_SETTINGS, limitSettings } from '@/lib/env/server';
import { networkKey, prefix48 } from '@/lib/http/server/client-address';
import {
  clientLimiter,
  clientRules,
  DAY_MS,
  fallbackLimitStore,
  type LimitStore,
  memoryLimitStore,
  PREFIX48_MULTIPLIER,
  sqlLimitStore,
} from '@/lib/http/server/limits';
import { createRateLimiter, MAX_TRACKED_ADDRESSES } from '@/lib/http/server/rate-limit';

import { postLead } from '../fixtures/lead-post';

let dir: string;
let logs: OpenLeadLog[];
/** A store over its own connection to the shared file: as one server instance has. */
const instance = (): LimitStore => {
  const log = openLeadLog({ url: path.join(dir, 'leads.db') });
  logs.push(log);
  return sqlLimitStore(log.database);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'limits-'));
  logs = [];
});

afterEach(() => {
  for (const log of logs) log.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('clientRules', () => {
  it('counts IPv4 by address, IPv6 by its /64 and its /48', () => {
    expect(clientRules('contact', '203.0.113.9', 5, 1000).map((rule) => rule.key)).toEqual(['203.0.113.9']);
    expect(clientRules('contact', '2001:db8:aa:bb::1', 5, 1000)).toEqual([
      { bucket: 'contact', key: '2001:db8:aa:bb::/64', limit: 5, windowMs: 1000 },
      { bucket: 'contact/48', key: '2001:db8:aa::/48', limit: 5 * PREFIX48_MULTIPLIER, windowMs: 1000 },
    ]);
    expect(prefix48('[2001:DB8:AA:cc::9]:443')).toBe('2001:db8:aa::/48');
    expect(prefix48('::ffff:1.2.3.4')).toBeUndefined();
  });
});

describe('sqlLimitStore', () => {
  it(`lets ${CONTACT_RATE_LIMIT} posts a window through in total, from two instances at once`, async () => {
    const [a, b] = [instance(), instance()];
    const limiters = [a, b].map((store) =>
      clientLimiter(store, 'contact', CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
    );
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.take('198.51.100.7', 1_000 + i)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(CONTACT_RATE_LIMIT);
    const refused = decisions.find((decision) => !decision.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: CONTACT_RATE_WINDOW_MS / 1000 });
    // A window later the client may post again.
    expect(await limiters[0]!.take('198.51.100.7', 1_000 + CONTACT_RATE_WINDOW_MS + 20)).toEqual({
      allowed: true,
    });
  });

  it('caps a whole IPv6 /48, however many /64s it walks through', async () => {
    const limiter = clientLimiter(instance(), 'contact', CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    let allowed = 0;
    for (let i = 0; i < 200; i += 1)
      if ((await limiter.take(`2001:db8:7:${i.toString(16)}::1`, 5_000)).allowed) allowed += 1;
    expect(allowed).toBe(CONTACT_RATE_LIMIT * PREFIX48_MULTIPLIER);
  });

  it(`never forgets an active address, even after ${MAX_TRACKED_ADDRESSES} others`, async () => {
    const store = instance();
    const limiter = clientLimiter(store, 'contact', CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) await limiter.take('198.51.100.8', 1_000);
    // The flood, in one go (as fast as the test can): every other address once.
    const flood = logs[0]!;
    const client = await flood.database();
    const rows = Array.from({ length: MAX_TRACKED_ADDRESSES + 1 }, (_, i) => i);
    await client.batch(
      rows.map((i) => ({
        sql: 'INSERT INTO limit_hits (bucket, key, at, expires_at) VALUES (?, ?, ?, ?)',
        args: [
          'contact',
          `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          1_500,
          1_500 + CONTACT_RATE_WINDOW_MS,
        ],
      })),
      'write',
    );
    expect((await limiter.take('10.0.0.1', 2_000)).allowed).toBe(true);
    expect((await limiter.take('198.51.100.8', 2_000)).allowed).toBe(false);
  });

  it('sweeps only expired hits', async () => {
    const store = instance();
    await store.take([{ bucket: 'x', key: 'old', limit: 1, windowMs: 100 }], 0);
    await store.take([{ bucket: 'x', key: 'live', limit: 1, windowMs: DAY_MS }], 0);
    // The next call past the sweep interval deletes what expired.
    await store.take([{ bucket: 'x', key: 'other', limit: 1, windowMs: 100 }], 120_000);
    const { rows } = await (await logs[0]!.database()).execute('SELECT key FROM limit_hits ORDER BY key');
    expect(rows.map((row) => row.key)).toEqual(['live', 'other']);
  });

  it('counts all rules or none: a refused rule costs the others nothing', async () => {
    const store = instance();
    const rules = (email: string) => [
      { bucket: 'mail', key: email, limit: 1, windowMs: DAY_MS },
      { bucket: 'mail', key: 'site', limit: 3, windowMs: DAY_MS },
    ];
    expect((await store.take(rules('a@x.example'), 0)).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1)
      expect((await store.take(rules('a@x.example'), 1 + i)).allowed).toBe(false);
    expect((await store.take(rules('b@x.example'), 10)).allowed).toBe(true);
    expect((await store.take(rules('c@x.example'), 10)).allowed).toBe(true);
    expect((await store.take(rules('d@x.example'), 10)).allowed).toBe(false);
  });
});

describe('contactCaps', () => {
  it('caps the leads mailed in any 24 hours, site-wide, each network counted first', async () => {
    const settings = { ...DEFAULT_LIMIT_SETTINGS, leadsPerDay: 3, leadsPerNetworkPerDay: 2 };
    const caps = contactCaps(instance(), settings);
    // One /24: its share, then no more, without using up the site's cap.
    expect(await caps.leadMail('203.0.113.1', 0)).toBe(true);
    expect(await caps.leadMail('203.0.113.2', 1)).toBe(true);
    expect(await caps.leadMail('203.0.113.3', 2)).toBe(false);
    expect(await caps.leadMail('203.0.113.4', 3)).toBe(false);
    // Another network still gets the site's last slot; then the site is full for everyone.
    expect(await caps.leadMail('198.51.100.1', 4)).toBe(true);
    expect(await caps.leadMail('192.0.2.1', 5)).toBe(false);
    // A day later the counts are gone.
    expect(await caps.leadMail('192.0.2.1', DAY_MS)).toBe(true);
  });

  it('counts an IPv6 client by its /48, however many /64s it walks through', async () => {
    const caps = contactCaps(instance(), { ...DEFAULT_LIMIT_SETTINGS, leadsPerNetworkPerDay: 2 });
    const mailed = [];
    for (let i = 0; i < 5; i += 1) mailed.push(await caps.leadMail(`2001:db8:1:${i}::1`, i));
    expect(mailed).toEqual([true, true, false, false, false]);
    expect(networkKey('2001:db8:1:7::1')).toBe('2001:db8:1::/48');
    expect(networkKey('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('mails one ebook copy per mailbox a cooldown, however the address is written', async () => {
    const caps = contactCaps(instance(), DEFAULT_LIMIT_SETTINGS);
    expect(await caps.visitorMail('Ada.Lovelace+1@gmail.com', '198.51.100.1', 0)).toBe(true);
    for (const [i, spelling] of [
      'adalovelace@gmail.com',
      'ada.lovelace+2@googlemail.com',
      'ADA.LOVELACE@GMAIL.COM',
    ].entries())
      expect(await caps.visitorMail(spelling, `192.0.2.${i + 1}`, 1 + i), spelling).toBe(false);
    expect(mailboxKey('a+news@example.org')).toBe('a+news@example.org');
    expect(mailboxKey('A+news@Outlook.com')).toBe('a@outlook.com');
  });

  it(`mails at most ${VISITOR_MAILS_PER_CLIENT_PER_DAY} ebook copies a day to the addresses one client gives`, async () => {
    const caps = contactCaps(instance(), DEFAULT_LIMIT_SETTINGS);
    const mailed = [];
    for (let i = 0; i < VISITOR_MAILS_PER_CLIENT_PER_DAY + 2; i += 1)
      mailed.push(await caps.visitorMail(`reader${i}@example.org`, '198.51.100.7', i));
    expect(mailed.filter(Boolean)).toHaveLength(VISITOR_MAILS_PER_CLIENT_PER_DAY);
    expect(await caps.visitorMail('other@example.org', '198.51.100.8', 10)).toBe(true);
  });

  it(`mails at most ${VISITOR_MAILS_PER_NETWORK_PER_DAY} ebook copies a day to the addresses one /24 gives`, async () => {
    const caps = contactCaps(instance(), DEFAULT_LIMIT_SETTINGS);
    const mailed = [];
    // Each address within its own share, so only the network's can hold them.
    for (let i = 0; i < VISITOR_MAILS_PER_NETWORK_PER_DAY + 5; i += 1)
      mailed.push(await caps.visitorMail(`reader${i}@example.org`, `203.0.113.${i + 1}`, i));
    expect(mailed.filter(Boolean)).toHaveLength(VISITOR_MAILS_PER_NETWORK_PER_DAY);
    expect(await caps.visitorMail('other@example.org', '198.51.100.8', 100)).toBe(true);
  });
});

describe('fallbackLimitStore', () => {
  it('counts in memory while the database fails, and says so in the log', async () => {
    const broken: LimitStore = {
      take: async () => {
        throw new Error('SQLITE_CANTOPEN: unable to open database file');
      },
    };
    const log = { error: vi.fn() };
    const limiter = clientLimiter(
      fallbackLimitStore(broken, memoryLimitStore(), log),
      'contact',
      CONTACT_RATE_LIMIT,
      CONTACT_RATE_WINDOW_MS,
    );
    const decisions = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT + 2; i += 1) decisions.push(await limiter.take('198.51.100.9', i));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(CONTACT_RATE_LIMIT);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('SQLITE_CANTOPEN'));
  });
});

describe('limitSettings', () => {
  it('reads each setting, and keeps the default for a missing or malformed one', () => {
    const env: Record<string, string> = {
      LEADS_PER_DAY: '50',
      VISITOR_MAILS_PER_DAY: 'many',
      VISITOR_MAIL_COOLDOWN_HOURS: '12',
    };
    expect(limitSettings((name) => env[name])).toEqual({
      leadsPerDay: 50,
      leadsPerNetworkPerDay: DEFAULT_LIMIT_SETTINGS.leadsPerNetworkPerDay,
      visitorMailsPerDay: DEFAULT_LIMIT_SETTINGS.visitorMailsPerDay,
      visitorMailCooldownMs: 12 * 60 * 60 * 1000,
      cspReportsPerDay: DEFAULT_LIMIT_SETTINGS.cspReportsPerDay,
      leadsStoredPerNetworkPerDay: DEFAULT_LIMIT_SETTINGS.leadsStoredPerNetworkPerDay,
    });
  });
});

describe('the daily mail cap at the endpoint', () => {
  it('keeps and acknowledges every lead past the cap, marked for the agency and never retried', async () => {
    const leads = openLeadLog({ url: path.join(dir, 'leads.db') });
    logs.push(leads);
    const send = vi.fn(async () => {});
    const services: ContactServices = {
      leads,
      limiter: createRateLimiter(100, CONTACT_RATE_WINDOW_MS),
      caps: contactCaps(sqlLimitStore(leads.database), { ...DEFAULT_LIMIT_SETTINGS, leadsPerDay: 2 }),
      send,
      log: { error: vi.fn(), warn: vi.fn() },
    };
    // Each from its own network, so only the site-wide cap can hold them.
    const post = (i: number) => postLead(`198.51.${i}.1`, services, { message: `m${i}` });
    const answers = [];
    for (let i = 1; i <= 5; i += 1) answers.push(await post(i));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body)).toEqual(answers.map(() => ({ ok: true })));
    const stored = await leads.list();
    expect(stored.map((lead) => lead.message).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(send).toHaveBeenCalledTimes(2);
    const held = stored.filter((lead) => lead.mailHeld === OVER_MAIL_CAP);
    expect(held.map((lead) => lead.message).sort()).toEqual(['m3', 'm4', 'm5']);
    expect(describeLead(held[0]!, true)).toContain(`not mailed: ${OVER_MAIL_CAP}`);
    expect(await leads.unsent()).toEqual([]);
  });
});
