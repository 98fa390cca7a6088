/**
 * npm run bench: builds when there is no build or its sources changed since, serves the
 * production build on a free loopback port, and prints per route kind the first-load JS (of
 * the default build and of one with every integration switched on) and Lighthouse mobile
 * results, then the requests a second `next start` serves for the home page. Exits 1 when a
 * budget of bench/budgets.json is broken. `--kinds home,post` measures only those route kinds.
 */
import os from 'node:os';

import budgets from '@/bench/budgets.json';
import { ROUTE_KINDS, type RouteKind } from '@/lib/content/server/route-kinds';
import { brokenBudgets, formatTable, type RouteMeasure } from '@/scripts/bench/budgets';

import { type BenchBuild, DEFAULT_BUILD, EVERY_INTEGRATION_BUILD } from './builds';
import { firstLoadJsBytes } from './first-load';
import { kindsFromArgs } from './kinds';
import { startAuditor } from './lighthouse';
import { buildIfStale, startServer } from './server';
import { CONNECTIONS, DURATION_MS, requestsPerSecond } from './throughput';

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** First-load JS of every bench route in one build, in KB gzip. */
async function firstLoadJsKbOf(build: BenchBuild, kinds: RouteKind[]): Promise<Map<RouteKind, number>> {
  const server = await startServer(build);
  try {
    const sizes = new Map<RouteKind, number>();
    for (const kind of kinds)
      sizes.set(kind, kilobytes(await firstLoadJsBytes(server.origin, ROUTE_KINDS[kind])));
    return sizes;
  } finally {
    server.stop();
  }
}

async function main() {
  const kinds = kindsFromArgs(process.argv.slice(2));
  // Both builds first, so no build competes with Lighthouse for the CPU.
  buildIfStale(DEFAULT_BUILD);
  buildIfStale(EVERY_INTEGRATION_BUILD);
  const defaultKb = await firstLoadJsKbOf(DEFAULT_BUILD, kinds);
  const everyIntegrationKb = await firstLoadJsKbOf(EVERY_INTEGRATION_BUILD, kinds);
  const server = await startServer(DEFAULT_BUILD);
  const auditor = await startAuditor().catch((error) => {
    server.stop();
    throw error;
  });
  try {
    const measures: RouteMeasure[] = [];
    for (const kind of kinds) {
      const route = ROUTE_KINDS[kind];
      console.error(`… ${kind} ${route}`);
      const firstLoadJs = {
        firstLoadJsKb: defaultKb.get(kind)!,
        firstLoadJsEveryIntegrationKb: everyIntegrationKb.get(kind)!,
      };
      measures.push({ kind, route, ...firstLoadJs, ...(await auditor.audit(`${server.origin}${route}`)) });
    }
    const rps = await requestsPerSecond(`${server.origin}/`);
    console.log(`\n${formatTable(measures)}\n`);
    console.log(
      `next start, "/": ${Math.round(rps)} requests/s (${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s, loopback)`,
    );
    const { runs, failed } = auditor.attempts();
    console.log(
      `Lighthouse: ${runs} runs, ${failed.length} failed and run again${failed.length > 0 ? `:\n  - ${failed.join('\n  - ')}` : ''}`,
    );
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const broken = brokenBudgets(measures, budgets);
    if (broken.length > 0) {
      console.error(
        `\nBudgets broken (bench/budgets.json):\n${broken.map((line) => `  - ${line}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else console.log('\nEvery budget holds.');
  } finally {
    await auditor.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
