/** Every case of the reliability corpus, sent over real HTTP to the endpoint's own code. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type LeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { serveContact } from '@/lib/contact/server/serve';
import { createRateLimiter } from '@/lib/http/server/rate-limit';
import { SENTRY_TUNNEL_ROUTE } from '@/lib/sentry/options';
import { serveTunnel } from '@/lib/sentry/server/tunnel';

import {
  corpus,
  CORPUS_BODY_DEADLINE_MS,
  CORPUS_SENTRY_DSN,
  type CorpusCase,
  leadBody,
} from '../reliability/corpus';

let dir: string;
let leads: LeadLog;
let contactServer: Server;
let tunnelServer: Server;
let services: Parameters<typeof serveContact>[2];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}
const ports = { contact: 0, tunnel: 0 };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'corpus-'));
  leads = openLeadLog({ url: path.join(dir, 'leads.db') });
  services = {
    leads,
    // The corpus tests each rule, not the rate limit (its own tests below and elsewhere).
    limiter: createRateLimiter(10_000, CONTACT_RATE_WINDOW_MS),
    log: { error: () => undefined, warn: () => undefined },
    siteUrl: 'https://www.byercompany.com',
    bodyDeadlineMs: CORPUS_BODY_DEADLINE_MS,
    trustProxyHops: 0,
  };
  contactServer = createServer((req, res) => void serveContact(req, res, services));
  // As Next routes it: pages/monitoring.ts answers its exact path; anything else is a 404.
  tunnelServer = createServer(async (req, res) => {
    if (new URL(req.url!, 'http://localhost').pathname !== SENTRY_TUNNEL_ROUTE) {
      res.writeHead(404).end('Not found');
      return;
    }
    await serveTunnel(req, res, {
      dsn: req.headers['x-corpus-no-dsn'] ? undefined : CORPUS_SENTRY_DSN,
      send: async () => {
        throw new TypeError('no network in tests');
      },
      bodyDeadlineMs: CORPUS_BODY_DEADLINE_MS,
    });
  });
  ports.contact = await listen(contactServer);
  ports.tunnel = await listen(tunnelServer);
});

afterAll(() => {
  contactServer.close();
  tunnelServer.close();
  leads.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(testCase: CorpusCase): Promise<Answer> {
  const body = Buffer.from(testCase.body ?? '');
  const sent = testCase.stallAfterBytes === undefined ? body : body.subarray(0, testCase.stallAfterBytes);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: ports[testCase.endpoint],
        method: testCase.method ?? 'POST',
        path: testCase.endpoint === 'contact' ? '/api/sendgrid' : (testCase.path ?? '/monitoring'),
        headers: { 'Content-Length': String(body.byteLength), ...testCase.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.write(sent);
    if (testCase.stallAfterBytes === undefined) req.end();
  });
}

function reasonOf(answer: Answer): string {
  if (!String(answer.headers['content-type']).startsWith('application/json')) return answer.text;
  return (JSON.parse(answer.text) as { error?: string }).error ?? '';
}

describe('reliability corpus', () => {
  it.each(corpus.map((testCase) => [testCase.name, testCase] as const))('%s', async (_, testCase) => {
    const answer = await send(testCase);
    expect(answer.status).toBe(testCase.status);
    expect(answer.status).toBeLessThan(500);
    if (testCase.reason !== undefined) expect(reasonOf(answer)).toBe(testCase.reason);
    for (const text of testCase.contains ?? []) expect(answer.text).toContain(text);
    for (const text of testCase.lacks ?? []) expect(answer.text).not.toContain(text);
    if (testCase.fields)
      expect((JSON.parse(answer.text) as { fields: unknown }).fields).toEqual(testCase.fields);
  });

  it('keeps working for a post with no Origin, and for one from the host it was sent to', async () => {
    const plain = await send({
      name: '',
      endpoint: 'contact',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: leadBody(),
      status: 200,
    });
    expect(plain.status).toBe(200);
    const own = await send({
      name: '',
      endpoint: 'contact',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: `http://127.0.0.1:${ports.contact}`,
      },
      body: leadBody(),
      status: 200,
    });
    expect(own.status).toBe(200);
  });

  const fromOrigin = (origin: string, headers: Record<string, string> = {}) =>
    send({
      name: '',
      endpoint: 'contact',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
      body: leadBody(),
      status: 200,
    }).then((answer) => answer.status);

  it('takes posts from the configured site URL, whatever name the server was reached by', async () => {
    expect(await fromOrigin(services.siteUrl!, { Host: 'internal.lan:3000' })).toBe(200);
  });

  it('refuses an Origin that only matches the Host header (a DNS-rebound name)', async () => {
    expect(await fromOrigin('http://evil.example', { Host: 'evil.example' })).toBe(403);
    expect(await fromOrigin('https://evil.example', { Host: 'evil.example' })).toBe(403);
  });

  it('behind a trusted proxy, refuses an Origin that only matches X-Forwarded-Host', async () => {
    services.trustProxyHops = 1;
    try {
      expect(await fromOrigin('https://staging.example', { 'X-Forwarded-Host': 'staging.example' })).toBe(
        403,
      );
      // Reached on a public name through the proxy: a loopback page is not ours either.
      expect(await fromOrigin('http://localhost:3000', { 'X-Forwarded-Host': 'www.example.org' })).toBe(403);
    } finally {
      services.trustProxyHops = 0;
    }
  });
});
