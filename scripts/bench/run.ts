/**
 * npm run bench: builds if needed, serves the production build on a free loopback port, and
 * prints per route kind the first-load JS and Lighthouse mobile results, then the requests a
 * second `next start` serves for the home page. Exits 1 when a budget of bench/budgets.json
 * is broken.
 */
import os from 'node:os';
import budgets from '@/bench/budgets.json';
import { brokenBudgets, formatTable, type RouteMeasure } from '@/lib/bench/budgets';
import { ROUTE_KINDS, type RouteKind } from '@/lib/content/route-kinds';
import { firstLoadJsBytes } from './first-load';
import { startAuditor } from './lighthouse';
import { buildIfMissing, startServer } from './server';
import { CONNECTIONS, DURATION_MS, requestsPerSecond } from './throughput';

/** The route kinds the budgets are held on. */
const BENCH_KINDS: RouteKind[] = ['home', 'service', 'case study', 'post', 'category', 'landing', 'contact'];

async function main() {
  buildIfMissing();
  const server = await startServer();
  const auditor = await startAuditor().catch((error) => {
    server.stop();
    throw error;
  });
  try {
    const measures: RouteMeasure[] = [];
    for (const kind of BENCH_KINDS) {
      const route = ROUTE_KINDS[kind];
      const firstLoadJsKb = Math.round(((await firstLoadJsBytes(server.origin, route)) / 1024) * 10) / 10;
      console.error(`… ${kind} ${route}`);
      measures.push({ kind, route, firstLoadJsKb, ...(await auditor.audit(`${server.origin}${route}`)) });
    }
    const rps = await requestsPerSecond(`${server.origin}/`);
    console.log(`\n${formatTable(measures)}\n`);
    console.log(`next start, "/": ${Math.round(rps)} requests/s (${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s, loopback)`);
    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`);
    const broken = brokenBudgets(measures, budgets);
    if (broken.length > 0) {
      console.error(`\nBudgets broken (bench/budgets.json):\n${broken.map((line) => `  - ${line}`).join('\n')}`);
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
