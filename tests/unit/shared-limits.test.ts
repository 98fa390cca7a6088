/**
 * The store every endpoint counts in (sharedLimits): opening and counting in it touches the
 * limits' table only, never the lead log, the spool or the mailer, and the endpoints that
 * only count (the CSP reports, the error tunnel) reach no contact module.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

import { DEFAULT_LEADS_KEEP_MONTHS, DEFAULT_LIMIT_SETTINGS } from '@/lib/env/server';
import { limitsFromEnv } from '@/lib/http/server/shared';

describe('sharedLimits', () => {
  it('counts in the limits table alone: no lead log, no spool', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shared-limits-'));
    const file = path.join(dir, 'leads.db');
    try {
      const limits = limitsFromEnv(
        {
          leadsDatabaseUrl: file,
          trustProxyHops: 0,
          limits: DEFAULT_LIMIT_SETTINGS,
          leadsKeepMonths: DEFAULT_LEADS_KEEP_MONTHS,
        },
        { error: () => undefined },
      );
      expect(
        await limits.store.take([{ bucket: 'csp-report', key: '192.0.2.1', limit: 1, windowMs: 1000 }]),
      ).toEqual({
        allowed: true,
      });
      const db = createClient({ url: `file:${file}` });
      const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map(
        (row) => String(row.name),
      );
      db.close();
      expect(tables).toContain('limit_hits');
      expect(tables).not.toContain('leads');
      expect(existsSync(path.join(dir, 'leads-spool.jsonl'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['pages/api/csp-report.ts', 'pages/monitoring.ts'])('%s reaches no contact module', (file) => {
    expect(readFileSync(path.join(process.cwd(), file), 'utf8')).not.toMatch(/from '@\/lib\/contact/);
  });

  it('lib/http imports no feature: not lib/security, not lib/contact', () => {
    for (const file of ['limits.ts', 'shared.ts', 'database.ts', 'mail.ts'])
      expect(readFileSync(path.join(process.cwd(), 'lib/http/server', file), 'utf8'), file).not.toMatch(
        /from '@\/lib\/(security|contact)/,
      );
  });
});
