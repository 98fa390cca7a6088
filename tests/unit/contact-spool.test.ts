/** When the lead database fails, the lead is kept in the spool file and moved in later, once. */
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContactServices } from '@/lib/contact/server/handler';
import { type LeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { type LeadSpool, openLeadSpool } from '@/lib/contact/server/spool';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

import { postLead } from '../fixtures/lead-post';

let dir: string;
let spool: LeadSpool;
let working: LeadLog;
const log = { error: vi.fn(), warn: vi.fn() };

const down: LeadLog = {
  record: async () => {
    throw new Error('SQLITE_CANTOPEN: unable to open database file');
  },
  markSent: async () => undefined,
  markFailed: async () => undefined,
  markHeld: async () => undefined,
  list: async () => [],
  deleteOlderThan: async () => 0,
  unsent: async () => [],
  close: () => undefined,
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'spool-'));
  spool = openLeadSpool(path.join(dir, 'leads-spool.jsonl'));
  working = openLeadLog({ url: path.join(dir, 'leads.db') });
  log.error.mockClear();
});

afterEach(() => {
  working.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (services: ContactServices, message: string) => postLead('198.51.100.20', services, { message });

describe('the lead spool', () => {
  it('keeps a lead the database refused, tells the visitor it was received, and says where it is', async () => {
    const answer = await post(
      { leads: down, spool, limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS), log },
      'while down',
    );
    expect(answer.status).toBe(200);
    expect(readFileSync(spool.file, 'utf8')).toContain('"message":"while down"');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('SQLITE_CANTOPEN'));
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`lead kept in ${spool.file}`));
  });

  it('answers 500 when neither the database nor the spool can keep it', async () => {
    const broken = openLeadSpool(path.join(dir, 'leads-spool.jsonl', 'not-a-folder', 'x.jsonl'));
    writeFileSync(path.join(dir, 'leads-spool.jsonl'), '');
    const answer = await post(
      {
        leads: down,
        spool: broken,
        limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
        log,
      },
      'lost',
    );
    expect(answer.status).toBe(500);
  });

  it('moves spooled leads into the database once, even when a move is repeated after a crash', async () => {
    for (const message of ['first', 'second'])
      await post(
        { leads: down, spool, limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS), log },
        message,
      );
    const spooledText = readFileSync(spool.file, 'utf8');
    expect(await spool.drain(working)).toBe(2);
    expect(existsSync(spool.file)).toBe(false);
    // A drain that crashed after recording but before removing its file: its copy is moved again.
    writeFileSync(`${spool.file}.draining-1`, spooledText);
    // And a line cut short by a crash mid-write, never acknowledged.
    appendFileSync(`${spool.file}.draining-1`, '{"spoolId":"cut');
    expect(await spool.drain(working)).toBe(0);
    expect((await working.list()).map((lead) => lead.message).sort()).toEqual(['first', 'second']);
    expect(readdirSync(dir).filter((name) => name.includes('draining'))).toEqual([]);
  });
});
