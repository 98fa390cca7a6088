import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { describeLead } from '@/lib/contact/server/lead-report';
import { openLeadLog } from '@/lib/contact/server/leads';
import { DEFAULT_LEADS_KEEP_MONTHS } from '@/lib/env/server';
import { escapeForLog } from '@/lib/text/log-escape';
import { keepCutoff, listLeads } from '@/scripts/leads';

import { CONTROL_CHARACTERS } from '../fixtures/control-characters';

const ALL = CONTROL_CHARACTERS.join('');
/**
 * What the lead log keeps of ALL: SQLite text ends at a NUL, so it is fed last (the
 * validation refuses it on receipt anyway) and every other control is stored.
 */
const STORED = ALL.slice(1);
const FED = `${STORED}\u0000`;
/** What a terminal must never receive from a lead: any of them but the listing's own line feeds. */
const UNPRINTABLE_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

describe('escapeForLog', () => {
  it('shows every control character as an escape and leaves other text alone', () => {
    expect(escapeForLog(`a${ALL}b é ✓`)).toBe(
      `a${CONTROL_CHARACTERS.map((c) => {
        const code = c.charCodeAt(0);
        return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
      }).join('')}b é ✓`,
    );
    expect(escapeForLog('\u001b]0;title\u0007')).toBe('\\x1b]0;title\\x07');
  });
});

describe('npm run leads', () => {
  let dir: string;
  let output: string;
  const forged = 'Eve\r\n#999  2020-01-01T00:00:00.000Z  sent\u001b]0;title\u0007';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'leads-listing-'));
    const url = path.join(dir, 'leads.db');
    const log = openLeadLog({ url });
    const id = await log.record({
      name: forged + FED,
      email: `eve${STORED}@example.com\u0000`,
      message: `line one\r\nline two\u001b[1A\u001b[2K\u001b]52;c;ZXZpbA==\u0007${STORED}\rend\u0000`,
      company: `Acme${FED}`,
      formName: `footer${FED}`,
      page: `Footer${FED}`,
      utm: `utm_source=${FED}`,
    });
    await log.markFailed(id, `bad\u001b[31m${FED}`);
    log.close();
    // The command prints this text as it is (the e2e tests run the command itself).
    output = await listLeads({
      leadsDatabaseUrl: url,
      sendgridApiKey: '',
      leadsKeepMonths: DEFAULT_LEADS_KEEP_MONTHS,
    });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints no control character of any stored field, only escapes', () => {
    expect(output).not.toMatch(UNPRINTABLE_BUT_LF);
    expect(output).toContain('Eve\\x0d\\x0a#999  2020-01-01T00:00:00.000Z  sent\\x1b]0;title\\x07');
    expect(output).toContain(
      `<eve${escapeForLog(STORED)}@example.com> (Acme${escapeForLog(STORED)})  form=footer${escapeForLog(STORED)}`,
    );
    expect(output).toContain('\\x1b[1A\\x1b[2K\\x1b]52;c;ZXZpbA==\\x07');
    expect(output).toContain(`unsent after 1 attempt(s): bad\\x1b[31m${escapeForLog(STORED)}`);
  });

  it("keeps the message's own line breaks as indented lines, and shows a lone CR", () => {
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^#1  \S+  unsent after 1 attempt\(s\)/);
    expect(lines[2]).toBe('    line one');
    expect(lines[3]).toMatch(/^    line two\\x1b\[1A/);
    // STORED's own LF starts a line; its CR before "end" stays on it, shown.
    expect(lines[4]).toMatch(/^    \\x0b.*\\x0dend$/);
    // The message's CRLF and LF made lines; none of its other characters did.
    expect(lines.filter((line) => line.startsWith('#'))).toHaveLength(1);
  });

  it('describeLead prints no control character either, NUL included', () => {
    const lead = {
      id: 7,
      createdAt: '2026-01-01T00:00:00.000Z',
      sentAt: null,
      sendAttempts: 0,
      lastError: null,
      mailHeld: null,
      name: `x${ALL}`,
      email: 'a@b.co',
      message: `m${ALL}`,
      company: `c${ALL}`,
      formName: 'footer',
      page: 'Footer',
      utm: '',
    };
    expect(describeLead(lead, true)).not.toMatch(UNPRINTABLE_BUT_LF);
  });
});

describe('npm run leads deletes leads past their keeping time', () => {
  it(`keeps ${DEFAULT_LEADS_KEEP_MONTHS} months by default, and says how many it deleted`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-expiry-'));
    const url = path.join(dir, 'leads.db');
    const now = new Date('2026-11-28T12:00:00.000Z');
    const cutoff = keepCutoff(DEFAULT_LEADS_KEEP_MONTHS, now);
    const log = openLeadLog({ url });
    try {
      const lead = (name: string) => ({
        name,
        email: 'a@b.co',
        message: 'hello',
        company: '',
        formName: 'footer',
        page: 'Footer',
        utm: '',
      });
      await log.record(lead('Old'), new Date(cutoff.getTime() - 1));
      await log.record(lead('Kept'), new Date(cutoff.getTime() + 1));
      const env = { leadsDatabaseUrl: url, sendgridApiKey: '', leadsKeepMonths: DEFAULT_LEADS_KEEP_MONTHS };
      const first = await listLeads(env, 50, now);
      expect(first).toContain(`Deleted 1 lead(s) older than ${DEFAULT_LEADS_KEEP_MONTHS} months`);
      expect(first).toContain('Kept');
      expect(first).not.toContain('Old');
      expect((await log.list()).map((kept) => kept.name)).toEqual(['Kept']);
      expect(await listLeads(env, 50, now)).not.toContain('Deleted');
    } finally {
      log.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
