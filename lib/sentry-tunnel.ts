/**
 * The error-reporting tunnel (/monitoring). The browser SDK posts its envelopes to
 * our own origin, which forwards them to Sentry, so ad blockers do not drop them.
 *
 * It is served by proxy.ts rather than a rewrite in next.config: any rewrite makes Next's
 * pages router re-render every statically built page once on load (to pick up rewritten
 * query parameters), which cost each visitor a full extra render. It also forwards any
 * DSN host, where Sentry's own rewrite supports only sentry.io.
 */

/** Envelopes larger than this are refused: a replay segment is far smaller. */
export const MAX_ENVELOPE_BYTES = 5 * 1024 * 1024;

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

const tooLarge = () => text(413, `Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`);

/** Answers one request to the tunnel: forwards a valid envelope, refuses anything else. */
export async function handleTunnel(
  request: Request,
  siteDsn: string | undefined,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (request.method !== 'POST')
    return text(405, 'The tunnel accepts Sentry envelopes sent with POST.', { Allow: 'POST' });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ENVELOPE_BYTES) return tooLarge();
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_ENVELOPE_BYTES) return tooLarge();
  const target = tunnelTarget(envelopeHeader(body), siteDsn);
  if (!target.ok) return text(target.status, target.reason);
  try {
    const upstream = await send(target.url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  } catch {
    // Sentry is down or unreachable: nothing the browser sent was wrong.
    return text(502, 'Sentry could not be reached; the event was not delivered.');
  }
}
