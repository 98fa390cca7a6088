import { describe, expect, it } from 'vitest';

import budgets from '@/bench/budgets.json';
import { brokenBudgets, formatTable, median, type RouteMeasure } from '@/scripts/bench/budgets';

const good: RouteMeasure = {
  kind: 'home',
  route: '/',
  firstLoadJsKb: 130,
  firstLoadJsEveryIntegrationKb: 140,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0,
  tbtMs: 40,
};

describe('brokenBudgets', () => {
  it('passes a route inside every budget', () => {
    expect(brokenBudgets([good], budgets)).toEqual([]);
  });

  it('names each budget a route breaks', () => {
    const broken = brokenBudgets(
      [
        {
          ...good,
          firstLoadJsKb: 146,
          firstLoadJsEveryIntegrationKb: 150,
          performance: 94,
          seo: 92,
          cls: 0.02,
        },
      ],
      budgets,
    );
    expect(broken).toEqual([
      'home (/): firstLoadJsKb 146 is over the budget of 145',
      'home (/): firstLoadJsEveryIntegrationKb 150 is over the budget of 145',
      'home (/): cls 0.02 is over the budget of 0.01',
      'home (/): performance 94 is under the budget of 95',
      'home (/): seo 92 is under the budget of 100',
    ]);
  });

  it('holds the build with every integration on to the same first-load budget', () => {
    expect(brokenBudgets([{ ...good, firstLoadJsEveryIntegrationKb: 145.1 }], budgets)).toEqual([
      'home (/): firstLoadJsEveryIntegrationKb 145.1 is over the budget of 145',
    ]);
  });

  it('holds the budgets the project set', () => {
    expect(budgets).toEqual({
      firstLoadJsKb: 145,
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls: 0.01,
      scale: expect.objectContaining({
        // The blog-at-scale budgets the issue set: search data, first results, long tasks, warm build.
        searchDataKbGz: 60,
        focusToResultsMs: 1000,
        longestTaskMs: 50,
        warmBuildSeconds: 35,
      }),
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('formatTable', () => {
  it('writes one Markdown row per route', () => {
    const table = formatTable([good]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| home | / | 130.0 | 140.0 | 98 | 100 | 100 | 100 | 1800 | 0.000 | 40 |');
  });
});
