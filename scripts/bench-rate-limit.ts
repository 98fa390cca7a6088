/*
 * npm run bench:rate-limit: the contact rate limit's time per call and table size
 * as distinct addresses pile up within one window. Flat time and a capped size are the aim.
 */
import { performance } from 'node:perf_hooks';

import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const CHECKPOINTS = [1_000, 10_000, 20_000, 50_000, 100_000, 200_000];
const SAMPLE = 1_000;
let done = 0;
for (const target of CHECKPOINTS) {
  for (; done < target - SAMPLE; done += 1) limiter.take(address(done), 1_000);
  const start = performance.now();
  for (; done < target; done += 1) limiter.take(address(done), 1_000);
  const perCall = ((performance.now() - start) * 1000) / SAMPLE;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  console.log(
    `${String(target).padStart(7)} addresses: ${perCall.toFixed(2)} µs/call, table ${limiter.size}, heap ${heapMb.toFixed(1)} MB`,
  );
}
