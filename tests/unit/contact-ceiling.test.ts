/**
 * The lead store's ceiling: each network may have a daily share of leads stored (in the
 * database, or the spool while the database fails); past it a post is refused with 429 and
 * nothing is kept. Every post is accounted for: stored + refused = sent, none answered 200
 * without being stored, and the agency is told once a day.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContactServices } from '@/lib/contact/server/handler';
import { type OpenLeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { contactCaps } from '@/lib/contact/server/limits';
import { openLeadSpool } from '@/lib/contact/server/spool';
import { DEFAULT_LIMIT_SETTINGS } from '@/lib/env/server';
import {
  DAY_MS,
  fallbackLimitStore,
  type LimitStore,
  memoryLimitStore,
  sqlLimitStore,
} from '@/lib/http/server/limits';
import { createRateLimiter } from '@/lib/http/server/rate-limit';
import { capNotices } from '@/lib/http/server/shared';

import { postLead } from '../fixtures/lead-post';

const settings = { ...DEFAULT_LIMIT_SETTINGS, leadsStoredPerNetworkPerDay: 4, leadsPerNetworkPerDay: 2 };
const SENT = settings.leadsStoredPerNetworkPerDay + 5;

let dir: string;
let leads: OpenLeadLog;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-ceiling-'));
  leads = openLeadLog({ url: path.join(dir, 'leads.db') });
});

afterEach(() => {
  leads.close();
  rmSync(dir, { recursive: true, force: true });
});

function services(store: LimitStore, overrides: Partial<ContactServices> = {}): ContactServices {
  const log = { error: vi.fn(), warn: vi.fn() };
  return {
    leads,
    // The per-minute limit is not what is tested here.
    limiter: createRateLimiter(1_000, 60_000),
    caps: contactCaps(store, settings),
    capReached: capNotices(store, log),
    log,
    ...overrides,
  };
}

/** Posts from one /24, each address its own: the network's share is what holds them. */
const postFrom = (i: number, withServices: ContactServices) =>
  postLead(`203.0.113.${i + 1}`, withServices, { message: `m${i}` });

describe('the lead store has a ceiling per network', () => {
  it(`stores ${settings.leadsStoredPerNetworkPerDay} leads a day from one network, refuses the rest with 429, loses none`, async () => {
    const withServices = services(sqlLimitStore(leads.database));
    const answers = [];
    for (let i = 0; i < SENT; i += 1) answers.push(await postFrom(i, withServices));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    const stored = await leads.list();
    expect(stored).toHaveLength(settings.leadsStoredPerNetworkPerDay);
    // Every 200 is a stored lead, and every post is either.
    expect(accepted).toHaveLength(stored.length);
    expect(stored.length + refused.length).toBe(SENT);
    for (const answer of refused) {
      expect(answer.headers['Retry-After']).toMatch(/^\d+$/);
      expect(answer.body).toEqual({
        error: expect.stringContaining('Too many messages from your network today'),
      });
    }
    // Another network still writes in.
    expect((await postFrom(0, { ...withServices })).status).toBe(429);
    const other = await postLead('198.51.100.1', withServices, {
      name: 'B',
      email: 'b@example.com',
      message: 'x',
    });
    expect(other.status).toBe(200);
  });

  it('bounds the spool with the same share while the database fails', async () => {
    const failing: LimitStore = {
      take: async () => {
        throw new Error('SQLITE_CANTOPEN');
      },
    };
    const store = fallbackLimitStore(failing, memoryLimitStore(), { error: () => undefined });
    const spool = openLeadSpool(path.join(dir, 'spool.jsonl'));
    const broken = {
      ...leads,
      record: async () => {
        throw new Error('SQLITE_FULL');
      },
    };
    const withServices = services(store, { leads: broken, spool });
    const answers = [];
    for (let i = 0; i < SENT; i += 1) answers.push(await postFrom(i, withServices));
    const spooled = readFileSync(spool.file, 'utf8').trim().split('\n');
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(spooled).toHaveLength(settings.leadsStoredPerNetworkPerDay);
    expect(accepted).toHaveLength(spooled.length);
    expect(spooled.length + refused.length).toBe(SENT);
  });

  it('tells the agency once a day per cap reached, by log and by mail', async () => {
    const store = sqlLimitStore(leads.database);
    const log = { error: vi.fn() };
    const mail = vi.fn(async () => {});
    const notice = capNotices(store, log, mail);
    for (let i = 0; i < 5; i += 1) await notice('leads mailed', 'kept, not mailed', 1_000 + i);
    await notice('leads stored per network', 'refused', 2_000);
    expect(mail).toHaveBeenCalledTimes(2);
    expect(mail).toHaveBeenCalledWith(
      'Daily cap reached: leads mailed',
      expect.stringContaining('kept, not mailed'),
    );
    expect(log.error).toHaveBeenCalledTimes(2);
    await notice('leads mailed', 'kept, not mailed', 1_000 + DAY_MS);
    expect(mail).toHaveBeenCalledTimes(3);
  });

  it('mails the agency once when the site-wide lead-mail cap is hit, keeping every lead', async () => {
    const store = sqlLimitStore(leads.database);
    const mail = vi.fn(async () => {});
    const send = vi.fn(async () => {});
    const withServices = services(store, {
      caps: contactCaps(store, { ...settings, leadsPerDay: 2 }),
      capReached: capNotices(store, { error: vi.fn() }, mail),
      send,
    });
    const answers = [];
    // Each from its own network: only the site-wide cap can hold them.
    for (let i = 0; i < 6; i += 1)
      answers.push(
        await postLead(`198.51.${i}.1`, withServices, {
          name: 'A',
          email: 'a@example.com',
          message: `m${i}`,
        }),
      );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await leads.list()).toHaveLength(6);
    expect(send).toHaveBeenCalledTimes(2);
    expect(mail).toHaveBeenCalledTimes(1);
  });
});
