/**
 * The error-reporting tunnel (/monitoring). The browser SDK posts its envelopes to
 * our own origin, which forwards them to Sentry, so ad blockers do not drop them.
 *
 * It is served by proxy.ts rather than a rewrite in next.config: any rewrite makes Next's
 * pages router re-render every statically built page once on load (to pick up rewritten
 * query parameters), which cost each visitor a full extra render. It also forwards any
 * DSN host, where Sentry's own rewrite supports only sentry.io.
 */

import { SENTRY_TUNNEL_ROUTE } from '../options';

/** Envelopes larger than this are refused: a replay segment is far smaller. */
export const MAX_ENVELOPE_BYTES = 5 * 1024 * 1024;
/** How long Sentry may take to answer before the browser is told it did not. */
export const TUNNEL_UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * Only the tunnel's own path, exactly as the SDK sends it. Next's matcher also lets through
 * `/monitoring.json`, encoded spellings and `/_next/data/<build>/monitoring.json` (which
 * Next rewrites to `/monitoring` and marks with `x-nextjs-data`): none of those is ours.
 */
export function isTunnelRequest(request: Request): boolean {
  return new URL(request.url).pathname === SENTRY_TUNNEL_ROUTE && !request.headers.has('x-nextjs-data');
}

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

/** The envelope's first line, its JSON header, holds the DSN it is meant for. */
export function envelopeHeader(body: Uint8Array): string {
  const end = body.indexOf(0x0a);
  return new TextDecoder().decode(end === -1 ? body : body.subarray(0, end));
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

const text = (status: number, reason: string, headers: Record<string, string> = {}) =>
  new Response(reason, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

// The rest of an oversized body stays unread: the connection is not kept for another request.
const tooLarge = () =>
  text(413, `Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`, { Connection: 'close' });

/** The body, read chunk by chunk and dropped as soon as it passes `limit`: null then. */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * Answers one request to the tunnel: forwards a valid envelope, refuses anything else.
 * (@sentry/core's handleTunnelRequest reads the whole body, has no deadline and answers a
 * failed forward with 500, so the forwarding is ours.)
 */
export async function handleTunnel(
  request: Request,
  siteDsn: string | undefined,
  send: typeof fetch = fetch,
  timeoutMs = TUNNEL_UPSTREAM_TIMEOUT_MS,
): Promise<Response> {
  if (request.method !== 'POST')
    return text(405, 'The tunnel accepts Sentry envelopes sent with POST.', { Allow: 'POST' });
  // Nowhere to forward to: say so before reading a byte.
  const unconfigured = tunnelTarget('{}', siteDsn);
  if (!unconfigured.ok && unconfigured.status === 404) return text(404, unconfigured.reason);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ENVELOPE_BYTES) return tooLarge();
  const body = await readCapped(request.body, MAX_ENVELOPE_BYTES);
  if (!body) return tooLarge();
  const target = tunnelTarget(envelopeHeader(body), siteDsn);
  if (!target.ok) return text(target.status, target.reason);
  try {
    const upstream = await send(target.url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' },
    });
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
