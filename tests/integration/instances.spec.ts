/**
 * Two `next start` instances of this build sharing one lead database, as the README's "More
 * than one machine" runs them behind a proxy: the limits hold in total, not per instance, and
 * no acknowledged lead is lost or stored twice, even when an instance dies mid-post.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';

import { CONTACT_RATE_LIMIT } from '../../lib/contact/server/limits';
import { contactPayload } from '../../lib/contact/submit';
import { MIN_FILL_TIME_MS } from '../../lib/contact/validation';
import { CSP_REPORT_RATE_LIMIT } from '../../lib/security/server/csp-report';
import { TUNNEL_RATE_LIMIT } from '../../lib/sentry/server/tunnel';
import { expect, test } from '../e2e/support/fixtures';

/**
 * Four free ports: two instances for the limits, two for the kill; E2E_INSTANCE_PORTS=a,b,c,d.
 * The endpoints' pair takes the first two plus 4.
 */
const PORTS = (process.env.E2E_INSTANCE_PORTS ?? '3261,3262,3263,3264').split(',').map(Number);
/** The daily mail caps both instances run with: a network's share above the per-client limit. */
const LEADS_PER_NETWORK_PER_DAY = CONTACT_RATE_LIMIT + 2;
const LEADS_PER_DAY = 20;
const CAPS = {
  LEADS_PER_DAY: String(LEADS_PER_DAY),
  LEADS_PER_NETWORK_PER_DAY: String(LEADS_PER_NETWORK_PER_DAY),
};

test.describe.configure({ mode: 'serial' });

interface Instance {
  port: number;
  process: ChildProcess;
}

function startInstance(port: number, database: string, env: Record<string, string> = {}): Instance {
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      LEADS_DATABASE_URL: database,
      SENDGRID_API_KEY: '',
      // The test is the proxy: X-Forwarded-For names the client.
      TRUST_PROXY_HOPS: '1',
      ...env,
    },
    // Its own process group, so stopping it stops npx and the server under it.
    detached: true,
    stdio: 'ignore',
  });
  return { port, process: child };
}

async function ready(instance: Instance) {
  await expect
    .poll(
      async () =>
        (await fetch(`http://127.0.0.1:${instance.port}/robots.txt`).catch(() => undefined))?.status,
      { timeout: 60_000 },
    )
    .toBe(200);
}

function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-instance.process.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** One lead, marked so the database can be searched for it; undefined when no answer came. */
async function post(instance: Instance, client: string, marker: string): Promise<number | undefined> {
  const body = contactPayload(
    { name: 'Two Instances', email: 'two@example.com', message: marker, honeypot: '' },
    '',
    MIN_FILL_TIME_MS + 1,
  );
  try {
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/sendgrid`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': client },
      body,
    });
    return response.status;
  } catch {
    return undefined; // the instance died before it answered: nothing was acknowledged
  }
}

async function storedMarkers(database: string, where = ''): Promise<string[]> {
  const client = createClient({ url: `file:${database}` });
  try {
    const { rows } = await client.execute(`SELECT message FROM leads ${where} ORDER BY id`);
    return rows.map((row) => String(row.message));
  } finally {
    client.close();
  }
}

/** The leads kept past a daily mail cap: stored, acknowledged, not mailed. */
const heldMarkers = (database: string) => storedMarkers(database, `WHERE mail_held IS NOT NULL`);

let dir: string;
const running: Instance[] = [];

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
});

test.afterAll(() => {
  for (const instance of running) stop(instance, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test.describe('two instances, one database', () => {
  let database: string;
  let instances: [Instance, Instance];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = path.join(dir, 'limits.db');
    instances = [startInstance(PORTS[0]!, database, CAPS), startInstance(PORTS[1]!, database, CAPS)];
    running.push(...instances);
    await Promise.all(instances.map(ready));
  });

  test('hold the per-client limit in total: posts spread over both', async () => {
    const markers = Array.from({ length: 4 * CONTACT_RATE_LIMIT }, (_, i) => `per-client ${i}`);
    const statuses = await Promise.all(
      markers.map((marker, i) => post(instances[i % 2]!, '203.0.113.50', marker)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONTACT_RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(markers.length - CONTACT_RATE_LIMIT);
    const accepted = markers.filter((_, i) => statuses[i] === 200);
    expect((await storedMarkers(database)).sort()).toEqual(accepted.sort());
  });

  /** Posts each marker from its client, alternating between the instances; all must be kept. */
  async function postAllKept(markers: string[], client: (i: number) => string) {
    const before = await storedMarkers(database);
    const statuses = await Promise.all(
      markers.map((marker, i) => post(instances[i % 2]!, client(i), marker)),
    );
    expect(statuses).toEqual(markers.map(() => 200));
    expect((await storedMarkers(database)).sort()).toEqual([...before, ...markers].sort());
  }

  test("hold a network's daily mail share in total, keeping every lead past it", async () => {
    const counted = (await storedMarkers(database)).length;
    const markers = Array.from({ length: LEADS_PER_NETWORK_PER_DAY + 3 }, (_, i) => `network ${i}`);
    // Distinct addresses of one /24: the per-client limit never applies, the network's share does.
    await postAllKept(markers, (i) => `192.0.2.${i + 1}`);
    const held = (await heldMarkers(database)).filter((marker) => marker.startsWith('network'));
    expect(held).toHaveLength(3);
    expect(counted + LEADS_PER_NETWORK_PER_DAY).toBeLessThanOrEqual(LEADS_PER_DAY);
  });

  test('hold the site-wide daily mail cap in total, keeping every lead past it', async () => {
    const counted = (await storedMarkers(database)).length - (await heldMarkers(database)).length;
    const markers = Array.from({ length: LEADS_PER_DAY - counted + 4 }, (_, i) => `daily ${i}`);
    // Each from a network of its own, so only the site-wide cap can hold them.
    await postAllKept(markers, (i) => `198.51.${i + 1}.1`);
    const held = (await heldMarkers(database)).filter((marker) => marker.startsWith('daily'));
    expect(held).toHaveLength(4);
  });
});

test.describe('the other endpoints under the shared per-client limits', () => {
  let instances: [Instance, Instance];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const database = path.join(dir, 'endpoints.db');
    instances = [startInstance(PORTS[0]! + 4, database), startInstance(PORTS[1]! + 4, database)];
    running.push(...instances);
    await Promise.all(instances.map(ready));
  });

  /** The statuses of `count` posts from one client, alternating between the instances. */
  const statuses = (count: number, pathname: string, init: (i: number) => RequestInit) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const headers = { 'X-Forwarded-For': '203.0.113.77', ...(init(i).headers as Record<string, string>) };
        const response = await fetch(`http://127.0.0.1:${instances[i % 2]!.port}${pathname}`, {
          method: 'POST',
          ...init(i),
          headers,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );

  test("/api/csp-report takes a client's reports up to its limit, counted across instances", async () => {
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://x/',
        'effective-directive': 'img-src',
        'blocked-uri': 'http://y/',
      },
    });
    const answers = await statuses(CSP_REPORT_RATE_LIMIT + 10, '/api/csp-report', () => ({
      headers: { 'Content-Type': 'application/csp-report' },
      body: report,
    }));
    expect(answers.filter((status) => status === 204)).toHaveLength(CSP_REPORT_RATE_LIMIT);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
  });

  test("/monitoring takes a client's envelopes up to its limit, counted across instances", async () => {
    // This build has no DSN: an allowed envelope is a 404, a limited one a 429 before it.
    const answers = await statuses(TUNNEL_RATE_LIMIT + 10, '/monitoring', () => ({ body: '{}\n{}' }));
    expect(answers.filter((status) => status === 404)).toHaveLength(TUNNEL_RATE_LIMIT);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
  });
});

test('killing one instance mid-post loses no acknowledged lead', async () => {
  test.setTimeout(120_000);
  const database = path.join(dir, 'kill.db');
  const instances = [startInstance(PORTS[2]!, database), startInstance(PORTS[3]!, database)] as const;
  running.push(...instances);
  await Promise.all(instances.map(ready));

  const markers = Array.from({ length: 40 }, (_, i) => `kill ${i}`);
  let killed = false;
  const statuses = await Promise.all(
    markers.map(async (marker, i) => {
      const status = await post(instances[i % 2]!, `192.0.2.${i + 1}`, marker);
      // The first acknowledged lead on the doomed instance: the rest are in flight.
      if (status === 200 && i % 2 === 1 && !killed) {
        killed = true;
        stop(instances[1], 'SIGKILL');
      }
      return status;
    }),
  );
  expect(killed).toBe(true);
  const acknowledged = markers.filter((_, i) => statuses[i] === 200);
  test.info().annotations.push({
    type: 'posts',
    description: `${acknowledged.length} of ${markers.length} acknowledged, ${statuses.filter((s) => s === undefined).length} cut off by the kill`,
  });
  const stored = await storedMarkers(database);
  // Every acknowledged lead is there, once; nothing is there twice.
  for (const marker of acknowledged)
    expect(
      stored.filter((m) => m === marker),
      marker,
    ).toHaveLength(1);
  expect(new Set(stored).size).toBe(stored.length);
  // The survivor goes on taking leads.
  expect(await post(instances[0], '192.0.2.200', 'after the kill')).toBe(200);
  expect(await storedMarkers(database)).toContain('after the kill');
});
