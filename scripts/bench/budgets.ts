/** What the benchmark measures for one route kind, and the budgets it must hold (bench/budgets.json). */
export interface RouteMeasure {
  kind: string;
  route: string;
  /** Gzip size of the scripts the page loads before it is interactive, in KB (1024 bytes). */
  firstLoadJsKb: number;
  /** The same, built with a Sentry DSN, every tag id and the hosted search configured. */
  firstLoadJsEveryIntegrationKb: number;
  /** Lighthouse category scores, 0–100, and metrics: medians of the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First and largest contentful paint: the largest should come with the first. */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface Budgets {
  firstLoadJsKb: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
}

type Measured = Exclude<keyof RouteMeasure, 'kind' | 'route'>;

/** Which budget holds each measure: upper limits (smaller is better), then lower limits (scores). */
const CEILINGS: [Measured, keyof Budgets][] = [
  ['firstLoadJsKb', 'firstLoadJsKb'],
  ['firstLoadJsEveryIntegrationKb', 'firstLoadJsKb'],
  ['lcpMs', 'lcpMs'],
  ['cls', 'cls'],
];
const FLOORS: [Measured, keyof Budgets][] = (
  ['performance', 'accessibility', 'bestPractices', 'seo'] as const
).map((key) => [key, key]);

/** Every broken budget, in words a reader can act on; empty when all hold. */
export function brokenBudgets(measures: RouteMeasure[], budgets: Budgets): string[] {
  return measures.flatMap((m) => [
    ...CEILINGS.filter(([key, budget]) => m[key] > budgets[budget]).map(
      ([key, budget]) => `${m.kind} (${m.route}): ${key} ${m[key]} is over the budget of ${budgets[budget]}`,
    ),
    ...FLOORS.filter(([key, budget]) => m[key] < budgets[budget]).map(
      ([key, budget]) => `${m.kind} (${m.route}): ${key} ${m[key]} is under the budget of ${budgets[budget]}`,
    ),
  ]);
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table, so the output can be pasted into the README as is. */
export function formatTable(measures: RouteMeasure[]): string {
  const header =
    '| Route kind | Route | First-load JS (KB gz) | … every integration on | Perf | A11y | Best pr. | SEO | FCP (ms) | LCP (ms) | CLS | TBT (ms) |';
  const rule = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const rows = measures.map(
    (m) =>
      `| ${m.kind} | ${m.route} | ${m.firstLoadJsKb.toFixed(1)} | ${m.firstLoadJsEveryIntegrationKb.toFixed(1)} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} |`,
  );
  return [header, rule, ...rows].join('\n');
}
