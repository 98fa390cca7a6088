import { describe, expect, it, vi } from 'vitest';

import { createRateLimiter } from '@/lib/http/server/rate-limit';
import {
  handleTunnel,
  MAX_ENVELOPE_BYTES,
  TUNNEL_RATE_LIMIT,
  TUNNEL_RATE_WINDOW_MS,
  type TunnelAnswer,
  type TunnelRequest,
  tunnelTarget,
} from '@/lib/sentry/server/tunnel';

const SITE_DSN = 'https://public@o42.ingest.de.sentry.io/4501';
const INGEST = 'https://o42.ingest.de.sentry.io/api/4501/envelope/';

const envelope = (dsn: unknown) =>
  `${JSON.stringify({ dsn, sent_at: '2026-11-22T10:00:00Z' })}\n{"type":"event"}\n{"message":"boom"}`;

describe('tunnelTarget', () => {
  it("forwards the site's own project to its envelope endpoint", () => {
    expect(tunnelTarget(JSON.stringify({ dsn: SITE_DSN }), SITE_DSN)).toEqual({ ok: true, url: INGEST });
  });

  it('keeps a self-hosted Sentry path prefix', () => {
    const dsn = 'https://key@sentry.example.com/errors/7';
    expect(tunnelTarget(JSON.stringify({ dsn }), dsn)).toEqual({
      ok: true,
      url: 'https://sentry.example.com/errors/api/7/envelope/',
    });
  });

  it.each([
    ['another project', 'https://public@o42.ingest.de.sentry.io/9999'],
    ['another host', 'https://public@evil.example/4501'],
  ])('refuses %s with 403', (_, dsn) => {
    expect(tunnelTarget(JSON.stringify({ dsn }), SITE_DSN)).toMatchObject({ ok: false, status: 403 });
  });

  it.each([
    ['not JSON', 'not json', 'The envelope does not start with a JSON header.'],
    ['no DSN', '{}', 'The envelope header has no valid DSN.'],
    [
      'a DSN without a project',
      JSON.stringify({ dsn: 'https://k@o42.ingest.sentry.io/' }),
      'The envelope header has no valid DSN.',
    ],
  ])('answers a header with %s with 400 and the reason', (_, header, reason) => {
    expect(tunnelTarget(header, SITE_DSN)).toEqual({ ok: false, status: 400, reason });
  });

  it('answers 404 when the site has no DSN', () => {
    expect(tunnelTarget(JSON.stringify({ dsn: SITE_DSN }), undefined)).toEqual({
      ok: false,
      status: 404,
      reason: 'Error reporting is not configured on this site.',
    });
  });
});

const post = (body: string | Uint8Array, headers: { contentLength?: string } = {}): TunnelRequest => ({
  method: 'POST',
  ...headers,
  body: [typeof body === 'string' ? new TextEncoder().encode(body) : body],
});
const textOf = (answer: TunnelAnswer) =>
  typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);

describe('handleTunnel', () => {
  it(`forwards ${TUNNEL_RATE_LIMIT} envelopes a window per client, then 429 before reading a byte`, async () => {
    const send = vi.fn(async () => new Response('{}', { status: 200 }));
    const limiter = createRateLimiter(TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS);
    const from = (clientAddress: string) => ({ ...post(envelope(SITE_DSN)), clientAddress });
    for (let i = 0; i < TUNNEL_RATE_LIMIT; i += 1)
      expect((await handleTunnel(from('203.0.113.9'), { dsn: SITE_DSN, send, limiter })).status).toBe(200);
    const body = vi.fn();
    const limited = await handleTunnel(
      { method: 'POST', clientAddress: '203.0.113.9', body: { [Symbol.asyncIterator]: body } },
      { dsn: SITE_DSN, send, limiter },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toMatch(/^\d+$/);
    expect(body).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(TUNNEL_RATE_LIMIT);
    expect((await handleTunnel(from('198.51.100.9'), { dsn: SITE_DSN, send, limiter })).status).toBe(200);
  });

  it('posts the envelope, byte for byte, to Sentry and relays its answer', async () => {
    const send = vi.fn(
      async () =>
        new Response('{"id":"abc"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const answer = await handleTunnel(post(envelope(SITE_DSN)), { dsn: SITE_DSN, send });
    expect(answer.status).toBe(200);
    expect(textOf(answer)).toBe('{"id":"abc"}');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(INGEST);
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe(envelope(SITE_DSN));
  });

  it.each(['GET', 'HEAD', 'TRACE', 'PUT'])(
    'refuses %s with 405 and says which method it takes',
    async (method) => {
      const answer = await handleTunnel({ method, body: [] }, { dsn: SITE_DSN });
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('POST');
    },
  );

  // The documented figure, and the limit as the code sets it.
  it.each([
    ['an envelope of 1 MiB and a byte', 1024 * 1024 + 1],
    ['an oversized envelope', MAX_ENVELOPE_BYTES + 1],
  ])('refuses %s with 413 before reading it, unsent', async (_, bytes) => {
    const send = vi.fn();
    const answer = await handleTunnel(post('x', { contentLength: String(bytes) }), { dsn: SITE_DSN, send });
    expect(answer.status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });

  it('forwards nothing for a foreign project, and reads no further than its header', async () => {
    const send = vi.fn();
    let pulled = 0;
    async function* body() {
      yield new TextEncoder().encode(`${JSON.stringify({ dsn: 'https://k@o1.ingest.sentry.io/1' })}\n`);
      for (;;) {
        pulled += 1;
        yield new Uint8Array(1024);
      }
    }
    const answer = await handleTunnel({ method: 'POST', body: body() }, { dsn: SITE_DSN, send });
    expect(answer.status).toBe(403);
    expect(textOf(answer)).toBe("The envelope is for another Sentry project than this site's.");
    expect(pulled).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502, not a crash, when Sentry cannot be reached', async () => {
    const answer = await handleTunnel(post(envelope(SITE_DSN)), {
      dsn: SITE_DSN,
      send: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(answer.status).toBe(502);
    expect(textOf(answer)).toBe('Sentry could not be reached; the event was not delivered.');
  });

  it('answers 404 with no DSN before reading a byte of the body', async () => {
    let pulled = 0;
    async function* body() {
      for (;;) {
        pulled += 1;
        yield new Uint8Array(1024);
      }
    }
    const answer = await handleTunnel({ method: 'POST', body: body() }, { dsn: undefined });
    expect(answer.status).toBe(404);
    expect(textOf(answer)).toBe('Error reporting is not configured on this site.');
    expect(pulled).toBe(0);
  });

  it('stops a 24 MB body without Content-Length at the cap: 413, nothing more read', async () => {
    const CHUNK = 64 * 1024;
    let sent = 0;
    async function* body() {
      yield new TextEncoder().encode(`${JSON.stringify({ dsn: SITE_DSN })}\n`);
      while (sent < 24 * 1024 * 1024) {
        sent += CHUNK;
        yield new Uint8Array(CHUNK);
      }
    }
    const send = vi.fn();
    const answer = await handleTunnel({ method: 'POST', body: body() }, { dsn: SITE_DSN, send });
    expect(answer.status).toBe(413);
    expect(textOf(answer)).toBe(`Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`);
    expect(sent).toBeLessThanOrEqual(MAX_ENVELOPE_BYTES + CHUNK);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 408 when the body stops arriving, at the read deadline', async () => {
    async function* body() {
      yield new TextEncoder().encode(`${JSON.stringify({ dsn: SITE_DSN })}\n`);
      await new Promise<never>(() => undefined);
    }
    const answer = await handleTunnel(
      { method: 'POST', body: body() },
      { dsn: SITE_DSN, bodyDeadlineMs: 50 },
    );
    expect(answer.status).toBe(408);
    expect(textOf(answer)).toBe('The envelope did not arrive within 0.05 seconds.');
  });

  it('answers 504 with the reason when Sentry never answers', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const answer = await handleTunnel(post(envelope(SITE_DSN)), {
      dsn: SITE_DSN,
      send: never,
      timeoutMs: 50,
    });
    expect(answer.status).toBe(504);
    expect(textOf(answer)).toBe('Sentry did not answer within 0.05 seconds; the event was not delivered.');
  });

  it('is not served for a Next data request', async () => {
    const answer = await handleTunnel({ ...post(envelope(SITE_DSN)), nextData: true }, { dsn: SITE_DSN });
    expect(answer.status).toBe(404);
  });
});
