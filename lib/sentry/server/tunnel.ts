/**
 * The error-reporting tunnel (/monitoring): the browser SDK posts envelopes to our origin,
 * which forwards them to Sentry (any DSN host), so ad blockers do not drop them. Served by
 * pages/monitoring.ts over Node's own request, so it refuses before reading (no DSN: 404; a
 * bad envelope header at once) and reads the rest under a deadline and cap. Not a rewrite
 * (Next would re-render every static page once on load) nor proxy.ts (Next reads a proxied
 * body to its end before answering).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  BODY_READ_DEADLINE_MS,
  BodyTimeoutError,
  BodyTooLargeError,
  isIdentityEncoding,
  readCappedBody,
  requestHeader,
} from '@/lib/http/server/body';
import { clientAddress } from '@/lib/http/server/client-address';
import type { RateLimiter } from '@/lib/http/server/rate-limit';

/** Envelopes larger than this are refused: Sentry's own SDK keeps a replay segment well under it. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
/**
 * Envelopes per client a minute: a page sends one per error and, while a replay records, one
 * every 5 seconds; more is not a visitor's browser.
 */
export const TUNNEL_RATE_LIMIT = 30;
export const TUNNEL_RATE_WINDOW_MS = 60_000;
/** How long Sentry may take to answer before the browser is told it did not. */
export const TUNNEL_UPSTREAM_TIMEOUT_MS = 10_000;

export type TunnelTarget = { ok: true; url: string } | { ok: false; status: number; reason: string };

interface Dsn {
  origin: string;
  pathPrefix: string;
  projectId: string;
}

function parseDsn(dsn: string): Dsn | null {
  try {
    const url = new URL(dsn);
    const segments = url.pathname.split('/').filter(Boolean);
    const projectId = segments.pop();
    if (!projectId || !/^\d+$/.test(projectId)) return null;
    return { origin: url.origin, pathPrefix: segments.map((segment) => `/${segment}`).join(''), projectId };
  } catch {
    return null;
  }
}

/**
 * Where an envelope goes: to the Sentry project of the site's own DSN, and nowhere else,
 * so the tunnel cannot be used to post to other projects or hosts.
 */
export function tunnelTarget(header: string, siteDsn: string | undefined): TunnelTarget {
  const site = siteDsn ? parseDsn(siteDsn) : null;
  if (!site) return { ok: false, status: 404, reason: 'Error reporting is not configured on this site.' };
  let dsn: unknown;
  try {
    dsn = (JSON.parse(header) as { dsn?: unknown } | null)?.dsn;
  } catch {
    return { ok: false, status: 400, reason: 'The envelope does not start with a JSON header.' };
  }
  const target = typeof dsn === 'string' ? parseDsn(dsn) : null;
  if (!target) return { ok: false, status: 400, reason: 'The envelope header has no valid DSN.' };
  if (
    target.origin !== site.origin ||
    target.pathPrefix !== site.pathPrefix ||
    target.projectId !== site.projectId
  )
    return { ok: false, status: 403, reason: "The envelope is for another Sentry project than this site's." };
  return { ok: true, url: `${site.origin}${site.pathPrefix}/api/${site.projectId}/envelope/` };
}

export interface TunnelRequest {
  method: string | undefined;
  contentLength?: string;
  contentEncoding?: string;
  /** Next marks its data requests (`/_next/data/<build>/monitoring.json`): none is ours. */
  nextData?: boolean;
  /** Who is asking (lib/http/server/client-address.ts): what the rate limit counts. */
  clientAddress?: string;
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface TunnelAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface TunnelOptions {
  dsn: string | undefined;
  /** The shared per-client limit; absent, none (unit tests of other rules). */
  limiter?: RateLimiter;
  send?: typeof fetch;
  timeoutMs?: number;
  bodyDeadlineMs?: number;
}

const text = (status: number, reason: string, headers: Record<string, string> = {}): TunnelAnswer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  body: reason,
});

// The rest of a refused body stays unread: the connection is not kept for another request.
const CLOSE = { Connection: 'close' };
const tooLarge = () => text(413, `Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`, CLOSE);

/** A refusal decided from the envelope header, before the rest of the body is read. */
class EnvelopeRefused extends Error {
  constructor(readonly answer: TunnelAnswer) {
    super(String(answer.status));
  }
}

/**
 * Answers one request to the tunnel: forwards a valid envelope, refuses anything else with
 * a reason. (@sentry/core's handleTunnelRequest reads the whole body, has no deadline and
 * answers a failed forward with 500, so the forwarding is ours.)
 */
export async function handleTunnel(request: TunnelRequest, options: TunnelOptions): Promise<TunnelAnswer> {
  const { dsn, send = fetch, timeoutMs = TUNNEL_UPSTREAM_TIMEOUT_MS } = options;
  const deadlineMs = options.bodyDeadlineMs ?? BODY_READ_DEADLINE_MS;
  if (request.nextData) return text(404, 'Not found.');
  if (request.method !== 'POST')
    return text(405, 'The tunnel accepts Sentry envelopes sent with POST.', { Allow: 'POST' });
  const rate = await options.limiter?.take(request.clientAddress ?? 'unknown');
  if (rate && !rate.allowed)
    return text(429, `Too many envelopes. Try again in ${rate.retryAfterSeconds} seconds.`, {
      ...CLOSE,
      'Retry-After': String(rate.retryAfterSeconds),
    });
  // Nowhere to forward to: say so before reading a byte.
  const unconfigured = tunnelTarget('{}', dsn);
  if (!unconfigured.ok && unconfigured.status === 404) return text(404, unconfigured.reason, CLOSE);
  if (!isIdentityEncoding(request.contentEncoding))
    return text(415, 'Send the envelope without a Content-Encoding: only identity is accepted.', CLOSE);
  if (Number(request.contentLength) > MAX_ENVELOPE_BYTES) return tooLarge();
  let target: TunnelTarget = unconfigured;
  let body: Buffer;
  try {
    body = await readCappedBody(request.body, MAX_ENVELOPE_BYTES, deadlineMs, (line) => {
      target = tunnelTarget(line.toString('utf8'), dsn);
      if (!target.ok) throw new EnvelopeRefused(text(target.status, target.reason, CLOSE));
    });
  } catch (error) {
    if (error instanceof EnvelopeRefused) return error.answer;
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof BodyTimeoutError)
      return text(408, `The envelope did not arrive within ${deadlineMs / 1000} seconds.`, CLOSE);
    return text(400, 'The envelope could not be read.', CLOSE);
  }
  if (!target.ok) return text(target.status, target.reason);
  try {
    const upstream = await send(target.url, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' },
      body: new Uint8Array(await upstream.arrayBuffer()),
    };
  } catch (error) {
    // Sentry is slow, down or unreachable: nothing the browser sent was wrong.
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return text(
        504,
        `Sentry did not answer within ${timeoutMs / 1000} seconds; the event was not delivered.`,
      );
    return text(502, 'Sentry could not be reached; the event was not delivered.');
  }
}

/** The tunnel over Node's request and response: pages/monitoring.ts, and tests over plain HTTP. */
export async function serveTunnel(
  req: IncomingMessage,
  res: ServerResponse,
  options: TunnelOptions & { trustProxyHops?: number },
): Promise<void> {
  const header = (name: string) => requestHeader(req, name);
  const answer = await handleTunnel(
    {
      method: req.method,
      contentLength: header('content-length'),
      contentEncoding: header('content-encoding'),
      nextData: req.headers['x-nextjs-data'] !== undefined,
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, options.trustProxyHops ?? 0),
      // Stopping early must not destroy the socket before the answer goes out.
      body: req.iterator({ destroyOnReturn: false }),
    },
    options,
  );
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
