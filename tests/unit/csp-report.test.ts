import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { openLeadLog } from '@/lib/contact/server/leads';
import { DEFAULT_LIMIT_SETTINGS } from '@/lib/env/server';
import { sqlLimitStore } from '@/lib/http/server/limits';
import { createRateLimiter } from '@/lib/http/server/rate-limit';
import {
  CSP_REPORT_RATE_LIMIT,
  CSP_REPORT_RATE_WINDOW_MS,
  CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY,
  CSP_REPORTS_FORWARDED_PER_NETWORK_PER_DAY,
  cspReportForwardable,
  handleCspReport,
  MAX_CSP_REPORT_BYTES,
  violationLines,
} from '@/lib/security/server/csp-report';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  securityHeaders,
} from '@/lib/security/server/headers';

const legacy = {
  'csp-report': {
    'document-uri': 'https://www.byercompany.com/about',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
  },
};
const modern = [
  {
    type: 'csp-violation',
    body: {
      documentURL: 'https://www.byercompany.com/',
      effectiveDirective: 'img-src',
      blockedURL: 'https://cdn.example/\u001b]0;pwned\u0007.png',
    },
  },
];

function services() {
  return {
    limiter: createRateLimiter(CSP_REPORT_RATE_LIMIT, CSP_REPORT_RATE_WINDOW_MS),
    log: { warn: vi.fn() },
    report: vi.fn(),
  };
}

const post = (body: string, contentType = 'application/csp-report', clientAddress = '203.0.113.5') => ({
  method: 'POST',
  contentType,
  clientAddress,
  body: [Buffer.from(body)],
});

describe('the policy reports to our own endpoint', () => {
  it('names it in report-uri and report-to, and declares the group', () => {
    const options = { integrations: {}, inlineScripts: [], production: true };
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(csp).toContain(`report-to ${CSP_REPORT_GROUP}`);
    expect(securityHeaders(options).find((h) => h.key === 'Reporting-Endpoints')?.value).toBe(
      'csp="/api/csp-report"',
    );
  });
});

describe('violationLines', () => {
  it('reads both report formats into one escaped line each', () => {
    expect(violationLines(legacy)).toEqual([
      '[csp] script-src-elem blocked https://evil.example/x.js on https://www.byercompany.com/about',
    ]);
    expect(violationLines(modern)).toEqual([
      '[csp] img-src blocked https://cdn.example/\\x1b]0;pwned\\x07.png on https://www.byercompany.com/',
    ]);
    expect(violationLines({ hello: 1 })).toEqual([]);
  });
});

describe('handleCspReport', () => {
  it('hands Sentry one report once, however many violations it lists', async () => {
    const s = services();
    const batch = [modern[0], modern[0], modern[0]];
    expect((await handleCspReport(post(JSON.stringify(batch), 'application/reports+json'), s)).status).toBe(
      204,
    );
    expect(s.log.warn).toHaveBeenCalledTimes(3);
    expect(s.report).toHaveBeenCalledTimes(1);
    expect(s.report).toHaveBeenCalledWith(violationLines(batch), '203.0.113.5');
  });

  it(`forwards ${CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY} reports a day per client, then leaves the site's cap to others`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-forward-'));
    const leads = openLeadLog({ url: path.join(dir, 'leads.db') });
    try {
      const store = sqlLimitStore(leads.database);
      const settings = {
        ...DEFAULT_LIMIT_SETTINGS,
        cspReportsPerDay: CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY + 2,
      };
      const forwarded = [];
      for (let i = 0; i < CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY + 5; i += 1)
        forwarded.push(await cspReportForwardable(store, settings, '203.0.113.5', undefined, i));
      expect(forwarded.filter(Boolean)).toHaveLength(CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY);
      expect(await cspReportForwardable(store, settings, '198.51.100.5', undefined, 100)).toBe(true);
      expect(await cspReportForwardable(store, settings, '192.0.2.5', undefined, 101)).toBe(true);
      expect(await cspReportForwardable(store, settings, '192.0.2.6', undefined, 102)).toBe(false);
    } finally {
      leads.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`forwards ${CSP_REPORTS_FORWARDED_PER_NETWORK_PER_DAY} reports a day per /24, and tells the agency once`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-network-'));
    const leads = openLeadLog({ url: path.join(dir, 'leads.db') });
    try {
      const store = sqlLimitStore(leads.database);
      const capReached = vi.fn(async () => {});
      const forwarded = [];
      // Fifty addresses of one /24, each within its own share.
      for (let i = 0; i < 50; i += 1)
        for (let n = 0; n < 2; n += 1)
          forwarded.push(
            await cspReportForwardable(
              store,
              DEFAULT_LIMIT_SETTINGS,
              `203.0.113.${i + 1}`,
              capReached,
              i * 2 + n,
            ),
          );
      expect(forwarded.filter(Boolean)).toHaveLength(CSP_REPORTS_FORWARDED_PER_NETWORK_PER_DAY);
      expect(capReached).toHaveBeenCalled();
      expect(await cspReportForwardable(store, DEFAULT_LIMIT_SETTINGS, '198.51.100.5', undefined, 200)).toBe(
        true,
      );
    } finally {
      leads.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logs a report and sends it to Sentry, answering 204', async () => {
    const s = services();
    const answer = await handleCspReport(post(JSON.stringify(legacy)), s);
    expect(answer.status).toBe(204);
    expect(s.log.warn).toHaveBeenCalledWith(expect.stringContaining('[csp] script-src-elem blocked'));
    expect(s.report).toHaveBeenCalledTimes(1);
    expect((await handleCspReport(post(JSON.stringify(modern), 'application/reports+json'), s)).status).toBe(
      204,
    );
  });

  it.each([
    [{ method: 'GET' }, 405, 'Only POST is allowed here.'],
    [
      { contentType: 'text/plain' },
      415,
      'Send a report as one of: application/csp-report, application/reports+json, application/json.',
    ],
    [{ body: [Buffer.from('not json')] }, 400, 'The report is not JSON.'],
    [{ body: [Buffer.from('{}')] }, 400, 'The body holds no CSP violation report.'],
    [
      { body: [Buffer.alloc(MAX_CSP_REPORT_BYTES + 1, 32)] },
      413,
      `A report must be at most ${MAX_CSP_REPORT_BYTES} bytes.`,
    ],
  ])('refuses %j with %i and a reason', async (overrides, status, reason) => {
    const s = services();
    const answer = await handleCspReport({ ...post(JSON.stringify(legacy)), ...overrides }, s);
    expect(answer).toMatchObject({ status, reason });
    expect(s.log.warn).not.toHaveBeenCalled();
  });

  it(`allows ${CSP_REPORT_RATE_LIMIT} reports a window per address, then 429`, async () => {
    const s = services();
    for (let i = 0; i < CSP_REPORT_RATE_LIMIT; i += 1)
      expect((await handleCspReport(post(JSON.stringify(legacy)), s)).status).toBe(204);
    const limited = await handleCspReport(post(JSON.stringify(legacy)), s);
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toMatch(/^\d+$/);
    expect(s.log.warn).toHaveBeenCalledTimes(CSP_REPORT_RATE_LIMIT);
  });
});
