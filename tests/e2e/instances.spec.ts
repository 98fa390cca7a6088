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
import { expect, test } from './support/fixtures';

/** Four free ports: two instances for the limits, two for the kill; E2E_INSTANCE_PORTS=a,b,c,d. */
const PORTS = (process.env.E2E_INSTANCE_PORTS ?? '3261,3262,3263,3264').split(',').map(Number);
/** The site-wide daily lead cap both instances run with: above the per-client limit. */
const LEADS_PER_DAY = CONTACT_RATE_LIMIT + 7;

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

async function storedMarkers(database: string): Promise<string[]> {
  const client = createClient({ url: `file:${database}` });
  try {
    const { rows } = await client.execute('SELECT message FROM leads ORDER BY id');
    return rows.map((row) => String(row.message));
  } finally {
    client.close();
  }
}

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
    instances = [
      startInstance(PORTS[0]!, database, { LEADS_PER_DAY: String(LEADS_PER_DAY) }),
      startInstance(PORTS[1]!, database, { LEADS_PER_DAY: String(LEADS_PER_DAY) }),
    ];
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

  test('hold the daily lead cap in total; no lead lost or stored twice', async () => {
    const before = await storedMarkers(database);
    const markers = Array.from({ length: LEADS_PER_DAY }, (_, i) => `daily ${i}`);
    // Each from its own client, so only the daily cap can refuse them.
    const statuses = await Promise.all(
      markers.map((marker, i) => post(instances[i % 2]!, `198.51.100.${i + 1}`, marker)),
    );
    const accepted = markers.filter((_, i) => statuses[i] === 200);
    expect(accepted).toHaveLength(LEADS_PER_DAY - before.length);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect((await storedMarkers(database)).sort()).toEqual([...before, ...accepted].sort());
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
