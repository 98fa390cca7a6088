import { describe, expect, it } from 'vitest';

import budgets from '@/bench/budgets.json';
import { brokenBudgets, formatTable, median, type RouteMeasure } from '@/scripts/bench/budgets';
import { BENCH_KINDS, kindsFromArgs } from '@/scripts/bench/kinds';
import { brokenScaleBudgets, formatScaleTable, type ScaleMeasure } from '@/scripts/bench/scale-budgets';

const good: RouteMeasure = {
  kind: 'home',
  route: '/',
  firstLoadJsKb: 130,
  firstLoadJsEveryIntegrationKb: 140,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 950,
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
          firstLoadJsKb: budgets.firstLoadJsKb + 1,
          firstLoadJsEveryIntegrationKb: budgets.firstLoadJsKb + 5,
          performance: 94,
          seo: 92,
          lcpMs: 1250,
          cls: 0.02,
        },
      ],
      budgets,
    );
    expect(broken).toEqual([
      `home (/): firstLoadJsKb ${budgets.firstLoadJsKb + 1} is over the budget of ${budgets.firstLoadJsKb}`,
      `home (/): firstLoadJsEveryIntegrationKb ${budgets.firstLoadJsKb + 5} is over the budget of ${budgets.firstLoadJsKb}`,
      'home (/): lcpMs 1250 is over the budget of 1200',
      'home (/): cls 0.02 is over the budget of 0.01',
      'home (/): performance 94 is under the budget of 95',
      'home (/): seo 92 is under the budget of 100',
    ]);
  });

  it('holds the build with every integration on to the same first-load budget', () => {
    const justOver = budgets.firstLoadJsKb + 0.1;
    expect(brokenBudgets([{ ...good, firstLoadJsEveryIntegrationKb: justOver }], budgets)).toEqual([
      `home (/): firstLoadJsEveryIntegrationKb ${justOver} is over the budget of ${budgets.firstLoadJsKb}`,
    ]);
  });

  it('holds the budgets the project set', () => {
    expect(budgets).toEqual({
      firstLoadJsKb: 142,
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      cls: 0.01,
      scale: {
        warmBuildSeconds: 35,
        blogHtmlKb: 100,
        blogDomElements: 800,
        categoryHtmlKb: 100,
        categoryDomElements: 800,
        feedKb: 40,
        searchDataKbGz: 40,
        focusToResultsMs: 1000,
        longestTaskMs: 50,
      },
    });
  });
});

describe('scale budgets', () => {
  const measure: ScaleMeasure = {
    posts: 1018,
    coldBuildSeconds: 60,
    warmBuildSeconds: 30,
    buildPeakMemoryMb: 900,
    blogHtmlKb: 58,
    blogDomElements: 400,
    categoryHtmlKb: 58,
    categoryDomElements: 370,
    feedKb: 12,
    searchDataKbGz: 36,
    searchDataAfterResultsKbGz: 30,
    searchCodeKbGz: 72,
    focusToResultsMs: 900,
    savingDataFocusToResultsMs: 2500,
    keystrokeToResultsMs: 40,
    longestTaskMs: 0,
  };

  it('passes a run inside every budget and names each one broken', () => {
    expect(brokenScaleBudgets(measure, budgets.scale)).toEqual([]);
    expect(
      brokenScaleBudgets(
        { ...measure, searchDataKbGz: 41, longestTaskMs: 51, warmBuildSeconds: null },
        budgets.scale,
      ),
    ).toEqual(['searchDataKbGz 41 is over the budget of 40', 'longestTaskMs 51 is over the budget of 50']);
  });

  it('sets runs side by side in one table', () => {
    const table = formatScaleTable([{ ...measure, posts: 18 }, measure], budgets.scale);
    expect(table.split('\n')[0]).toBe('| figure | 18 posts | 1018 posts | budget |');
    expect(table).toContain('| /blog DOM elements | 400 | 400 | 800 |');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('kindsFromArgs', () => {
  it('measures every route kind by default, or the ones asked for', () => {
    expect(kindsFromArgs([])).toEqual(BENCH_KINDS);
    expect(kindsFromArgs(['--kinds', 'home,case study'])).toEqual(['home', 'case study']);
  });

  it('names a route kind it does not know, and the ones it does', () => {
    expect(() => kindsFromArgs(['--kinds', 'home,portfolio'])).toThrow(
      new RegExp(`no route kind portfolio; pick from ${BENCH_KINDS.join(', ')}$`),
    );
  });
});

describe('formatTable', () => {
  it('writes one Markdown row per route, FCP beside LCP', () => {
    const table = formatTable([good]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toContain('| FCP (ms) | LCP (ms) |');
    expect(table[2]).toBe('| home | / | 130.0 | 140.0 | 98 | 100 | 100 | 100 | 900 | 950 | 0.000 | 40 |');
  });
});
