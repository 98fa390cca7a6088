/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri
 * sends application/csp-report, report-to application/reports+json). Each is one short line
 * in the server log (and a Sentry message when configured). Bounded and rate-limited like the
 * contact form, so it cannot be used to flood the log.
 */
import type { LimitSettings } from '@/lib/env/server';
import { BodyTimeoutError, BodyTooLargeError, readCappedBody } from '@/lib/http/server/body';
import { dailyShareRules, type LimitStore } from '@/lib/http/server/limits';
import type { RateLimiter } from '@/lib/http/server/rate-limit';
import type { CapNotice } from '@/lib/http/server/shared';
import { escapeForLog } from '@/lib/text/log-escape';

/** A real report is well under 2 KB; a batch of a few fits. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** Reports per address a window: a page with several violations sends several at once. */
export const CSP_REPORT_RATE_LIMIT = 20;
export const CSP_REPORT_RATE_WINDOW_MS = 60_000;
/** Reports one client may have forwarded to Sentry a day (all are still logged). */
export const CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY = 20;
/** Reports the clients of one network (IPv4 /24, IPv6 /48) may have forwarded a day. */
export const CSP_REPORTS_FORWARDED_PER_NETWORK_PER_DAY = 50;
/** Longest value quoted from a report in the log line. */
const MAX_LOGGED_VALUE = 200;
const MAX_LOGGED_VIOLATIONS = 10;

export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

export interface CspReportRequest {
  method: string | undefined;
  contentType: string | undefined;
  contentLength?: string;
  clientAddress: string;
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface CspReportServices {
  limiter: RateLimiter;
  log: Pick<Console, 'warn'>;
  /**
   * Sends one report's lines to Sentry, when error reporting is on: called once per report,
   * however many violations it lists, so the daily caps count reports.
   */
  report?: (lines: string[], clientAddress: string) => void | Promise<void>;
}

export interface CspReportAnswer {
  status: number;
  headers: Record<string, string>;
  reason?: string;
}

const quoted = (value: unknown) =>
  escapeForLog(typeof value === 'string' || typeof value === 'number' ? String(value) : '-').slice(
    0,
    MAX_LOGGED_VALUE,
  );

/** One line per violation, from either report format; nothing for anything else. */
export function violationLines(payload: unknown): string[] {
  const items = Array.isArray(payload) ? payload : [payload];
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    // report-uri: { "csp-report": {...} } with dashed names; report-to: { type, body } in camelCase.
    const legacy = record['csp-report'] as Record<string, unknown> | undefined;
    const modern =
      record.type === 'csp-violation' ? (record.body as Record<string, unknown> | undefined) : undefined;
    if (legacy && typeof legacy === 'object') {
      return [
        `[csp] ${quoted(legacy['effective-directive'] ?? legacy['violated-directive'])} blocked ${quoted(legacy['blocked-uri'])} on ${quoted(legacy['document-uri'])}`,
      ];
    }
    if (modern && typeof modern === 'object') {
      return [
        `[csp] ${quoted(modern.effectiveDirective)} blocked ${quoted(modern.blockedURL)} on ${quoted(modern.documentURL)}`,
      ];
    }
    return [];
  });
}

const answer = (status: number, reason?: string, headers: Record<string, string> = {}): CspReportAnswer => ({
  status,
  reason,
  headers: { 'Cache-Control': 'no-store', ...headers },
});

export async function handleCspReport(
  request: CspReportRequest,
  services: CspReportServices,
): Promise<CspReportAnswer> {
  if (request.method !== 'POST') return answer(405, 'Only POST is allowed here.', { Allow: 'POST' });
  const rate = await services.limiter.take(request.clientAddress);
  if (!rate.allowed) {
    return answer(429, `Too many reports. Try again in ${rate.retryAfterSeconds} seconds.`, {
      'Retry-After': String(rate.retryAfterSeconds),
    });
  }
  const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CSP_REPORT_TYPES.includes(type))
    return answer(415, `Send a report as one of: ${CSP_REPORT_TYPES.join(', ')}.`);
  const tooLarge = () =>
    answer(413, `A report must be at most ${MAX_CSP_REPORT_BYTES} bytes.`, { Connection: 'close' });
  if (Number(request.contentLength) > MAX_CSP_REPORT_BYTES) return tooLarge();
  let payload: unknown;
  try {
    payload = JSON.parse((await readCappedBody(request.body, MAX_CSP_REPORT_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof BodyTimeoutError)
      return answer(408, 'The report did not arrive in time.', { Connection: 'close' });
    return answer(400, 'The report is not JSON.');
  }
  // A batch is logged in part: the size cap already bounds it, this bounds the log.
  const lines = violationLines(payload).slice(0, MAX_LOGGED_VIOLATIONS);
  if (lines.length === 0) return answer(400, 'The body holds no CSP violation report.');
  for (const line of lines) services.log.warn(line);
  await services.report?.(lines, request.clientAddress);
  return answer(204);
}

/**
 * Whether one more CSP report from `clientAddress` may go to Sentry today: the client's and
 * its network's daily shares first, so no one client or network uses up the site-wide cap.
 * A refusal tells the agency once a day (`capReached`).
 */
export async function cspReportForwardable(
  store: LimitStore,
  settings: LimitSettings,
  clientAddress: string,
  capReached?: CapNotice,
  now?: number,
): Promise<boolean> {
  const { allowed } = await store.take(
    dailyShareRules('csp-sentry', clientAddress, {
      client: CSP_REPORTS_FORWARDED_PER_CLIENT_PER_DAY,
      network: CSP_REPORTS_FORWARDED_PER_NETWORK_PER_DAY,
      site: settings.cspReportsPerDay,
    }),
    now,
  );
  if (!allowed)
    await capReached?.('CSP reports forwarded', 'further reports are logged but not sent to Sentry', now);
  return allowed;
}
