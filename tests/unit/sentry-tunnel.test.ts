import { describe, expect, it, vi } from 'vitest';

import { SENTRY_TUNNEL_ROUTE } from '@/lib/sentry/options';
import {
  envelopeHeader,
  handleTunnel,
  isTunnelRequest,
  MAX_ENVELOPE_BYTES,
  tunnelTarget,
} from '@/lib/sentry/server/tunnel';
import { config, proxy } from '@/proxy';

const SITE_DSN = 'https://public@o42.ingest.de.sentry.io/4501';
const INGEST = 'https://o42.ingest.de.sentry.io/api/4501/envelope/';

const envelope = (dsn: unknown) =>
  `${JSON.stringify({ dsn, sent_at: '2026-11-22T10:00:00Z' })}\n{"type":"event"}\n{"message":"boom"}`;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/monitoring', { method: 'POST', body, headers });

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

describe('envelopeHeader', () => {
  it('reads the first line only, even before binary items', () => {
    const body = new Uint8Array([...new TextEncoder().encode('{"dsn":"x"}\n'), 0x1f, 0x8b, 0xff]);
    expect(envelopeHeader(body)).toBe('{"dsn":"x"}');
  });
});

describe('handleTunnel', () => {
  it('posts the envelope, byte for byte, to Sentry and relays its answer', async () => {
    const send = vi.fn(
      async () =>
        new Response('{"id":"abc"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const response = await handleTunnel(post(envelope(SITE_DSN)), SITE_DSN, send);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"abc"}');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(INGEST);
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe(envelope(SITE_DSN));
  });

  it('refuses another method with 405 and says which one it takes', async () => {
    const response = await handleTunnel(new Request('http://localhost/monitoring'), SITE_DSN);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('refuses an oversized envelope with 413 before reading it', async () => {
    const send = vi.fn();
    const response = await handleTunnel(
      post('x', { 'content-length': String(MAX_ENVELOPE_BYTES + 1) }),
      SITE_DSN,
      send,
    );
    expect(response.status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });

  it('forwards nothing for a foreign project', async () => {
    const send = vi.fn();
    const response = await handleTunnel(post(envelope('https://k@o1.ingest.sentry.io/1')), SITE_DSN, send);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("The envelope is for another Sentry project than this site's.");
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502, not a crash, when Sentry cannot be reached', async () => {
    const response = await handleTunnel(post(envelope(SITE_DSN)), SITE_DSN, async () => {
      throw new TypeError('fetch failed');
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('Sentry could not be reached; the event was not delivered.');
  });

  it('answers 404 with no DSN before reading a byte of the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await handleTunnel(
      new Request('http://localhost/monitoring', { method: 'POST', body, duplex: 'half' } as RequestInit),
      undefined,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Error reporting is not configured on this site.');
    // A stream pulls once to fill its queue when it is created; reading would pull on and on.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops a 24 MB body without Content-Length at the cap: 413, nothing more read', async () => {
    const CHUNK = 64 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 24 * 1024 * 1024) return controller.close();
        sent += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK));
      },
    });
    const send = vi.fn();
    const request = new Request('http://localhost/monitoring', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleTunnel(request, SITE_DSN, send);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(`Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`);
    expect(sent).toBeLessThanOrEqual(MAX_ENVELOPE_BYTES + 3 * CHUNK);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 504 with the reason when Sentry never answers', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const response = await handleTunnel(post(envelope(SITE_DSN)), SITE_DSN, never, 50);
    expect(response.status).toBe(504);
    expect(await response.text()).toBe(
      'Sentry did not answer within 0.05 seconds; the event was not delivered.',
    );
  });

  it.each([
    '/monitoring.json',
    '/%6donitoring',
    '/monitoring%2F',
    '/monitoring/',
    '/Monitoring',
    '/_next/data/x/monitoring.json',
  ])('leaves %s to Next (not the tunnel)', async (pathname) => {
    const request = new Request(`http://localhost${pathname}`, { method: 'POST', body: envelope(SITE_DSN) });
    expect(isTunnelRequest(request)).toBe(false);
    expect(proxy(request)).toBeUndefined();
  });

  it('leaves a Next data request rewritten to /monitoring to Next', () => {
    const request = new Request('http://localhost/monitoring', { headers: { 'x-nextjs-data': '1' } });
    expect(isTunnelRequest(request)).toBe(false);
    expect(isTunnelRequest(new Request('http://localhost/monitoring?o=1'))).toBe(true);
  });

  it('is what proxy.ts serves, on its fixed path', () => {
    expect(config.matcher).toBe(SENTRY_TUNNEL_ROUTE);
  });
});
