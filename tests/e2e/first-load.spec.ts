import budgets from '@/bench/budgets.json';
import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { firstLoadJsBytes } from '@/scripts/bench/first-load';

import { baseURL } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * The first-load JS budget on the build under test, in bytes (gzip of the scripts a page runs
 * before it is interactive), so a module that drags a library into the shared chunk fails
 * here rather than at the next `npm run bench`. Lighthouse's timings stay in the bench.
 */
for (const [kind, route] of Object.entries(ROUTE_KINDS))
  test(`${route} (${kind}) keeps to the first-load JS budget`, async () => {
    const kilobytes = (await firstLoadJsBytes(baseURL, route)) / 1024;
    expect(kilobytes, `${route}: ${kilobytes.toFixed(1)} KB gzip`).toBeLessThanOrEqual(budgets.firstLoadJsKb);
  });
