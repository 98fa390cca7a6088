import { parseArgs } from 'node:util';

import type { RouteKind } from '@/lib/content/server/route-kinds';

/** The route kinds the budgets are held on. */
export const BENCH_KINDS: RouteKind[] = [
  'home',
  'service',
  'case study',
  'post',
  'blog',
  'category',
  'landing',
  'contact',
];

/** `--kinds home,post` measures only those route kinds (every one by default). */
export function kindsFromArgs(args: string[]): RouteKind[] {
  const { values } = parseArgs({ args, options: { kinds: { type: 'string' } }, strict: false });
  if (typeof values.kinds !== 'string') return BENCH_KINDS;
  const asked = values.kinds.split(',').map((kind) => kind.trim());
  const unknown = asked.filter((kind) => !BENCH_KINDS.includes(kind as RouteKind));
  if (unknown.length > 0)
    throw new Error(`--kinds: no route kind ${unknown.join(', ')}; pick from ${BENCH_KINDS.join(', ')}`);
  return asked as RouteKind[];
}
