/**
 * A Playwright reporter for CI logs: after the run, each spec file's summed test time and
 * test count, slowest first, so the log says where the suite's minutes go.
 */
import path from 'node:path';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SpecTimes implements Reporter {
  private readonly specs = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = path.basename(test.location.file);
    const seen = this.specs.get(spec) ?? { ms: 0, tests: 0 };
    this.specs.set(spec, { ms: seen.ms + result.duration, tests: seen.tests + 1 });
  }

  onEnd() {
    const rows = [...this.specs].sort(([, a], [, b]) => b.ms - a.ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\nTest time by spec (summed over workers, ${Math.round(total / 1000)} s in all):`);
    for (const [spec, { ms, tests }] of rows)
      console.log(`  ${String(Math.round(ms / 1000)).padStart(5)} s  ${String(tests).padStart(4)}  ${spec}`);
  }
}
