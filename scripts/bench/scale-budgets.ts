/** What the scale bench measures on one copy of the site, and the budgets it holds them to. */
export interface ScaleMeasure {
  posts: number;
  /** Wall time of `npm run build` with no share image cached, and again with all cached. */
  coldBuildSeconds: number;
  warmBuildSeconds: number | null;
  /** Largest resident set of any process of the build. */
  buildPeakMemoryMb: number;
  blogHtmlKb: number;
  blogDomElements: number;
  categoryHtmlKb: number;
  categoryDomElements: number;
  feedKb: number;
  /**
   * Gzip bytes of the search: its data files that had arrived when the first results showed
   * (the index, fetched once the page is idle), those that arrived after (the body texts),
   * and the code only search loads.
   */
  searchDataKbGz: number;
  searchDataAfterResultsKbGz: number;
  searchCodeKbGz: number;
  /** Slow 4G and 4x CPU: focus, then a 4-letter query typed at 100 ms a key. */
  focusToResultsMs: number;
  keystrokeToResultsMs: number;
  /** Longest main-thread task from the focus to the last results (long tasks are 50 ms or more). */
  longestTaskMs: number;
  /** The same for a visitor saving data, whose first focus downloads the code and the index. */
  savingDataFocusToResultsMs: number;
}

export type ScaleBudgets = Partial<Record<Exclude<keyof ScaleMeasure, 'posts'>, number>>;

/** Every measure over its ceiling, in words; empty when all hold. */
export function brokenScaleBudgets(measure: ScaleMeasure, budgets: ScaleBudgets): string[] {
  return (Object.entries(budgets) as [keyof ScaleBudgets, number][]).flatMap(([key, ceiling]) => {
    const value = measure[key];
    return value !== null && value > ceiling ? [`${key} ${value} is over the budget of ${ceiling}`] : [];
  });
}

const ROWS: [keyof ScaleMeasure, string][] = [
  ['coldBuildSeconds', 'build wall time, share images drawn (s)'],
  ['warmBuildSeconds', 'build wall time, share images cached (s)'],
  ['buildPeakMemoryMb', 'build peak memory, largest process (MB)'],
  ['blogHtmlKb', '/blog HTML, raw (KB)'],
  ['blogDomElements', '/blog DOM elements'],
  ['categoryHtmlKb', 'largest category page HTML, raw (KB)'],
  ['categoryDomElements', 'largest category page DOM elements'],
  ['feedKb', '/blog/feed.xml, raw (KB)'],
  [
    'searchDataKbGz',
    'search data before the first results: all a visitor who never searches fetches (KB gzip)',
  ],
  ['searchDataAfterResultsKbGz', 'search data after the first results: the body texts (KB gzip)'],
  ['searchCodeKbGz', 'search code, fetched when the page is idle (KB gzip)'],
  ['focusToResultsMs', 'search: focus to first results (ms)'],
  ['keystrokeToResultsMs', 'search: last keystroke to results (ms)'],
  ['longestTaskMs', 'search: longest main-thread task from the focus on (ms)'],
  ['savingDataFocusToResultsMs', 'search, visitor saving data: focus to first results (ms)'],
];

/** A Markdown table with one column per run, so runs at different sizes sit side by side. */
export function formatScaleTable(measures: ScaleMeasure[], budgets: ScaleBudgets): string {
  const header = `| figure | ${measures.map((m) => `${m.posts} posts`).join(' | ')} | budget |`;
  const rule = `|---|${measures.map(() => '---:').join('|')}|---:|`;
  const rows = ROWS.map(([key, label]) => {
    const cells = measures.map((m) => (m[key] === null ? '–' : String(m[key])));
    const budget = key === 'posts' ? undefined : budgets[key];
    return `| ${label} | ${cells.join(' | ')} | ${budget ?? ''} |`;
  });
  return [header, rule, ...rows].join('\n');
}
