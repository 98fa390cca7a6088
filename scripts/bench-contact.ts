/*
 * npm run bench:contact [-- --requests N --seconds S --concurrency C]
 *
 * 1. The handler's own time per request, in process: a valid lead (parse, validate, commit
 *    to a temporary SQLite file) and a bot's post (same work, nothing written).
 * 2. Requests a second through the production server on loopback: it starts `next start` on
 *    127.0.0.1:BENCH_PORT (needs `npm run build` first) with TRUST_PROXY=true, so distinct
 *    X-Forwarded-For values stay under the per-address rate limit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { handleContact } from '@/lib/contact/server/handler';
import { openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { contactPayload } from '@/lib/contact/submit';
import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from '@/lib/contact/validation';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const REQUESTS = option('requests', 500);
const SECONDS = option('seconds', 5);
const CONCURRENCY = option('concurrency', 8);
const PORT = Number(process.env.BENCH_PORT ?? 3102);

const visitor = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  message: 'Benchmark message. '.repeat(20),
  honeypot: '',
};
const body = contactPayload(
  visitor,
  'utm_source=bench&utm_medium=cli&utm_campaign=&utm_term=&utm_content=',
  MIN_FILL_TIME_MS + 1,
);
const botBody = new URLSearchParams(body);
botBody.set(HONEYPOT_FIELD, 'https://spam.example');

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return `mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms (n=${times.length})`;
}

async function inProcess(dir: string) {
  const leads = openLeadLog({ url: path.join(dir, 'in-process.db') });
  const services = {
    leads,
    limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
    log: console,
  };
  const run = async (payload: URLSearchParams, i: number) => {
    const start = performance.now();
    const answer = await handleContact(
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        clientAddress: `10.0.${i >> 8}.${i & 255}`,
        body: [Buffer.from(payload.toString())],
      },
      services,
    );
    if (answer.status !== 200) throw new Error(`unexpected ${answer.status}`);
    return performance.now() - start;
  };
  await run(body, -1); // opens the file and creates the schema: not part of a request's cost
  const leadTimes: number[] = [];
  const botTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) leadTimes.push(await run(body, i));
  for (let i = 0; i < REQUESTS; i += 1) botTimes.push(await run(botBody, REQUESTS + i));
  leads.close();
  console.log(`handler, lead committed to SQLite: ${summary(leadTimes)}`);
  console.log(`handler, bot dropped (no write):   ${summary(botTimes)}`);
}

async function waitForServer(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 405) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function overHttp(dir: string) {
  const url = `http://127.0.0.1:${PORT}/api/sendgrid`;
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUST_PROXY: 'true',
      LEADS_DATABASE_URL: path.join(dir, 'http.db'),
      SENDGRID_API_KEY: '',
    },
  });
  try {
    await waitForServer(url, Date.now() + 60_000);
    let next = 0;
    const post = (address: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body,
      }).then((response) => response.status);

    // One address: the limit holds over HTTP.
    const single: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT; i += 1) single.push(await post('192.0.2.1'));
    console.log(`one address, ${CONTACT_RATE_LIMIT + 1} posts: ${single.join(' ')}`);

    const counts = new Map<number, number>();
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    const worker = async () => {
      while (performance.now() < until) {
        next += 1;
        const status = await post(`10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const ok = counts.get(200) ?? 0;
    console.log(
      `loopback HTTP, ${CONCURRENCY} concurrent, ${elapsed.toFixed(1)} s: ${(ok / elapsed).toFixed(0)} leads/s recorded; statuses ${JSON.stringify(Object.fromEntries(counts))}`,
    );
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'contact-bench-'));
  try {
    await inProcess(dir);
    if (!process.argv.includes('--no-http')) await overHttp(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
