import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, assert, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type ContactRequest,
  type ContactServices,
  handleContact,
  MAX_BODY_BYTES,
} from '@/lib/contact/server/handler';
import { type LeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { contactPayload } from '@/lib/contact/submit';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  MIN_FILL_TIME_MS,
} from '@/lib/contact/validation';
import { proxyHops } from '@/lib/env/server';
import { clientAddress } from '@/lib/http/server/client-address';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const visitor = { name: 'Ada', email: 'ada@example.com', message: 'Hello <b>there</b>', honeypot: '' };
const goodBody = () =>
  contactPayload(
    visitor,
    'utm_source=g&utm_medium=cpc&utm_campaign=&utm_term=&utm_content=',
    MIN_FILL_TIME_MS + 500,
  );

let dir: string;
let dbFile: string;
let leads: LeadLog;
let services: ContactServices;
const log = { error: vi.fn(), warn: vi.fn() };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-handler-'));
  dbFile = path.join(dir, 'leads.db');
  leads = openLeadLog({ url: dbFile });
  services = { leads, limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS), log };
  log.error.mockReset();
});

afterEach(() => {
  leads.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(
  body: string | Uint8Array | URLSearchParams,
  overrides: Partial<ContactRequest> = {},
): ReturnType<typeof handleContact> {
  const bytes =
    typeof body === 'string' || body instanceof URLSearchParams ? Buffer.from(body.toString()) : body;
  return handleContact(
    { method: 'POST', contentType: FORM_TYPE, clientAddress: '203.0.113.7', body: [bytes], ...overrides },
    services,
  );
}

function withField(name: string, value: string) {
  const body = goodBody();
  body.set(name, value);
  return body;
}

describe('methods and content types', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', undefined])(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const answer = await post(goodBody(), { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('POST');
      expect(await leads.list()).toHaveLength(0);
    },
  );

  it.each(['application/json', 'text/plain', undefined, 'application/x-www-form-urlencodedx'])(
    'answers content type %j with 415',
    async (contentType) => {
      const answer = await post(goodBody(), { contentType });
      expect(answer.status).toBe(415);
      expect(answer.body).toHaveProperty('error');
    },
  );

  it('accepts multipart form data', async () => {
    const form = new FormData();
    for (const [key, value] of goodBody()) form.set(key, value);
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const answer = await post(new Uint8Array(await encoded.arrayBuffer()), {
      contentType: encoded.headers.get('content-type')!,
    });
    expect(answer.status).toBe(200);
    expect((await leads.list())[0]).toMatchObject({ name: 'Ada', formName: 'footer' });
  });

  it('answers a malformed multipart body with 400', async () => {
    const answer = await post('not really multipart', { contentType: 'multipart/form-data; boundary=xyz' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'The form data could not be read.' } });
  });
});

describe('body size', () => {
  it(`answers a declared length over ${MAX_BODY_BYTES} bytes with 413 without reading`, async () => {
    const body = { [Symbol.iterator]: () => assert.fail('body was read') } as unknown as Iterable<Uint8Array>;
    const answer = await handleContact(
      {
        method: 'POST',
        contentType: FORM_TYPE,
        contentLength: String(MAX_BODY_BYTES + 1),
        clientAddress: 'a',
        body,
      },
      services,
    );
    expect(answer.status).toBe(413);
  });

  it('answers an undeclared oversized stream with 413', async () => {
    const chunk = new Uint8Array(16 * 1024);
    const chunks = Array.from({ length: MAX_BODY_BYTES / chunk.length + 1 }, () => chunk);
    const answer = await handleContact(
      { method: 'POST', contentType: FORM_TYPE, clientAddress: 'a', body: chunks },
      services,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.Connection).toBe('close');
  });

  it('accepts a maximal valid message just under the cap', async () => {
    const body = goodBody();
    body.set('message', '中'.repeat(MESSAGE_MAX_LENGTH));
    expect(body.toString().length).toBeLessThan(MAX_BODY_BYTES);
    expect((await post(body)).status).toBe(200);
  });

  it('refuses a message over the cap with 422 naming the limit, and keeps nothing', async () => {
    const body = goodBody();
    body.set('message', 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    const answer = await post(body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      fields: {
        message: `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
      },
    });
    expect(await leads.list()).toHaveLength(0);
  });

  it('refuses the 10,000-character message that once filled the store', async () => {
    const body = goodBody();
    body.set('message', 'x'.repeat(10_000));
    expect((await post(body)).status).toBe(422);
  });
});

describe('validation', () => {
  it('answers 422 with a reason per invalid field and records nothing', async () => {
    const body = goodBody();
    body.set('email', 'nope');
    body.delete('legal');
    const answer = await post(body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      fields: { email: expect.any(String), legal: 'Consent must be checked.' },
    });
    expect(await leads.list()).toHaveLength(0);
  });

  it('answers a malformed fill time with 422', async () => {
    const answer = await post(withField(FILL_TIME_FIELD, 'soon'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ fields: { [FILL_TIME_FIELD]: expect.any(String) } });
  });

  it("records a post of exactly the form's named fields (what a browser without JavaScript sends)", async () => {
    const body = goodBody();
    body.delete(FILL_TIME_FIELD);
    body.delete(HONEYPOT_FIELD);
    expect(await post(body)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await leads.list()).toHaveLength(1);
  });
});

describe('spam', () => {
  it('answers a filled honeypot with 200 and drops it', async () => {
    const answer = await post(withField(HONEYPOT_FIELD, 'https://spam.example'));
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await leads.list()).toHaveLength(0);
  });

  it('answers a too-fast form with 200 and drops it', async () => {
    const answer = await post(withField(FILL_TIME_FIELD, String(MIN_FILL_TIME_MS - 1)));
    expect(answer.status).toBe(200);
    expect(await leads.list()).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it(`allows ${CONTACT_RATE_LIMIT} posts a window per address, then 429 with Retry-After`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) expect((await post(goodBody())).status).toBe(200);
    const limited = await post(goodBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(limited.headers['Retry-After'])).toBeLessThanOrEqual(CONTACT_RATE_WINDOW_MS / 1000);
    expect((await post(goodBody(), { clientAddress: '198.51.100.1' })).status).toBe(200);
    expect(await leads.list()).toHaveLength(CONTACT_RATE_LIMIT + 1);
  });

  it('frees the address once the window has passed', () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) limiter.take('a', 1_000 + i);
    expect(limiter.take('a', 2_000)).toEqual({
      allowed: false,
      retryAfterSeconds: CONTACT_RATE_WINDOW_MS / 1000 - 1,
    });
    expect(limiter.take('a', 1_000 + CONTACT_RATE_WINDOW_MS)).toEqual({ allowed: true });
  });
});

describe('the lead log', () => {
  it('has the lead committed, readable by another connection, when 200 is answered', async () => {
    const answer = await post(goodBody());
    expect(answer.status).toBe(200);
    const other = openLeadLog({ url: dbFile });
    try {
      const [lead] = await other.list();
      expect(lead).toMatchObject({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello <b>there</b>',
        formName: 'footer',
        page: 'Footer',
        utm: 'utm_source=g&utm_medium=cpc&utm_campaign=&utm_term=&utm_content=',
        sentAt: null,
        sendAttempts: 0,
      });
    } finally {
      other.close();
    }
  });

  it('does not answer before the record resolves', async () => {
    let finish!: () => void;
    const record = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    services.leads = { ...leads, record };
    let answered = false;
    const pending = post(goodBody()).then((answer) => {
      answered = true;
      return answer;
    });
    await vi.waitFor(() => expect(record).toHaveBeenCalled());
    // Every promise that could settle without the record has settled by the next turn of the loop.
    await new Promise(setImmediate);
    expect(answered).toBe(false);
    finish();
    expect((await pending).status).toBe(200);
  });

  it('answers 500 without details when the lead cannot be recorded, and logs why', async () => {
    services.leads = {
      ...leads,
      record: () => Promise.reject(new Error('SQLITE_READONLY: attempt to write')),
    };
    const answer = await post(goodBody());
    expect(answer).toEqual({
      status: 500,
      headers: { 'Cache-Control': 'no-store' },
      body: { error: 'Your message could not be saved. Please try again later.' },
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('SQLITE_READONLY'));
  });

  it('marks a mailed lead sent', async () => {
    services.send = vi.fn(async () => {});
    expect((await post(goodBody())).status).toBe(200);
    expect(services.send).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' }), {
      visitorCopy: false,
    });
    expect((await leads.list())[0]?.sentAt).toEqual(expect.any(String));
  });

  it('still answers 200 when mailing fails, keeping the lead unsent with the reason', async () => {
    services.send = () => Promise.reject(Object.assign(new Error('Unauthorized'), { code: 401 }));
    expect((await post(goodBody())).status).toBe(200);
    expect((await leads.unsent())[0]).toMatchObject({
      sentAt: null,
      sendAttempts: 1,
      lastError: '401 Unauthorized',
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('not sent: 401 Unauthorized'));
  });
});

describe('clientAddress', () => {
  it('uses the socket address unless the proxy is trusted', () => {
    expect(clientAddress({ 'x-forwarded-for': '1.1.1.1' }, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('behind a trusted proxy takes the entry the proxy added, not what the client wrote', () => {
    expect(clientAddress({ 'x-forwarded-for': 'spoofed, 203.0.113.9' }, '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientAddress({}, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress({}, undefined, 0)).toBe('unknown');
  });

  it('behind two trusted proxies (a CDN, then a load balancer) takes the entry the CDN added', () => {
    const headers = { 'x-forwarded-for': 'spoofed, 203.0.113.9, 198.51.100.20' };
    expect(clientAddress(headers, '10.0.0.2', 2)).toBe('203.0.113.9');
    // With one hop the CDN's own address would be every visitor's: the bug the setting fixes.
    expect(clientAddress(headers, '10.0.0.2', 1)).toBe('198.51.100.20');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': ['a, 203.0.113.9', '198.51.100.20'] }, '10.0.0.2', 2)).toBe(
      '203.0.113.9',
    );
  });
});

describe('proxyHops (TRUST_PROXY_HOPS, TRUST_PROXY)', () => {
  it('counts hops, keeps TRUST_PROXY=true as one, and ignores a malformed count', () => {
    expect(proxyHops(undefined, undefined)).toBe(0);
    expect(proxyHops(undefined, 'true')).toBe(1);
    expect(proxyHops('2', undefined)).toBe(2);
    expect(proxyHops('0', 'true')).toBe(0);
    expect(proxyHops('two', 'true')).toBe(1);
    expect(proxyHops('-1', undefined)).toBe(0);
  });
});
