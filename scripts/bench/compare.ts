/**
 * npm run bench:compare -- --origins http://127.0.0.1:3271,http://127.0.0.1:3272 [--kinds home,post] [--runs 3]
 *
 * Lighthouse mobile on the same routes of sites already running (e.g. a build with
 * FIRST_PAINT_TRICKS=off beside one with them on), interleaved: run i of every site comes
 * before run i + 1 of any, so a busy moment of a shared machine falls on all of them alike.
 * Prints, per route kind and site, the medians of FCP, LCP, performance, TBT and CLS, and
 * the load average before and after. Holds no budget: `npm run bench` does.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';

import { kindsFromArgs } from './kinds';
import { LIGHTHOUSE_RUNS, medianScores, type Scores, startAuditor } from './lighthouse';

const load = () => os.loadavg()[0]!.toFixed(1);

async function main() {
  const args = process.argv.slice(2);
  const { values } = parseArgs({
    args,
    options: { origins: { type: 'string' }, runs: { type: 'string' } },
    strict: false,
  });
  const origins = typeof values.origins === 'string' ? values.origins.split(',').filter(Boolean) : [];
  if (origins.length === 0)
    throw new Error(
      '--origins takes the running sites to compare, e.g. --origins http://127.0.0.1:3271,http://127.0.0.1:3272',
    );
  const runs = Number(typeof values.runs === 'string' ? values.runs : LIGHTHOUSE_RUNS);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs takes a whole number of runs, e.g. --runs 3');
  const kinds = kindsFromArgs(args);
  const loadBefore = load();
  const auditor = await startAuditor();
  const lines = [
    '| Route kind | Site | FCP (ms) | LCP (ms) | LCP − FCP (ms) | Perf | TBT (ms) | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  try {
    for (const kind of kinds) {
      const results = new Map<string, Scores[]>(origins.map((origin) => [origin, []]));
      for (let run = 0; run < runs; run += 1)
        for (const origin of origins) {
          console.error(`… ${kind}, run ${run + 1} of ${runs}, ${origin}`);
          results.get(origin)!.push(await auditor.auditOnce(`${origin}${ROUTE_KINDS[kind]}`));
        }
      for (const origin of origins) {
        const m = medianScores(results.get(origin)!);
        lines.push(
          `| ${kind} | ${origin} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${Math.round(m.lcpMs - m.fcpMs)} | ${m.performance} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} |`,
        );
      }
    }
  } finally {
    await auditor.close();
  }
  console.log(`\n${lines.join('\n')}\n`);
  console.log(
    `Medians of ${runs} interleaved runs; load average ${loadBefore} before, ${load()} after (${os.cpus().length} CPUs).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
