/**
 * npm run bench:scale -- --posts 1000 [--no-warm] [--keep]
 * npm run bench:scale -- --search-only http://127.0.0.1:3000   (the search figures of a running site)
 *
 * Copies the site to a temporary folder, adds that many generated posts there (the committed
 * content is never touched), builds it (cold, then again with the share images cached),
 * serves it and measures what a visitor pays as the blog grows: list and category page
 * bytes and DOM size, the feed, and the search box under slow 4G and 4x CPU throttling.
 * Prints a Markdown table; exits 1 when a budget of bench/budgets.json ("scale") is broken.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import budgetsFile from '@/bench/budgets.json';
import { listCategories, listPosts } from '@/lib/content/server';
import { INTERACTIVE_ATTRIBUTE } from '@/lib/first-paint/interactive';
import { categoryPath } from '@/lib/routes';
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { FEED_PATH } from '@/lib/seo/feed';

import { brokenScaleBudgets, formatScaleTable, type ScaleBudgets, type ScaleMeasure } from './scale-budgets';
import { generatedPosts, writePostFiles } from './scale-posts';
import { root, startNext } from './server';

const budgets: ScaleBudgets = budgetsFile.scale;

/** DevTools' throttling for Lighthouse's "slow 4G" (its mobile default) and a mid-range phone's CPU. */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A word of the content, typed as a visitor would. */
const QUERIES = ['mark', 'ciso'] as const;
const KEY_DELAY_MS = 100;
const START_TIMEOUT_MS = 90_000;

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The working tree as git sees it (tracked and new files, nothing ignored), node_modules hard-linked. */
function copySite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'byer-scale-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch {
      // A file deleted in the working tree but still tracked: the copy goes without it.
    }
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`Could not link node_modules into ${dir}: ${linked.stderr}`);
  return dir;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** `npm run build` in the copy: wall seconds and the largest process's peak memory. */
function build(dir: string): { seconds: number; peakMb: number } {
  const report = path.join(dir, '.build-time');
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-o', report, '-f', '%M', 'npm', 'run', 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (result.status !== 0) throw new Error(`npm run build failed in ${dir}`);
  const peakKb = Number(readFileSync(report, 'utf8').trim().split('\n').at(-1));
  return { seconds, peakMb: Math.round(peakKb / 1024) };
}

const rawBytes = async (url: string) => Buffer.byteLength(await (await fetch(url)).text());

async function domElements(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(() => document.querySelectorAll('*').length);
}

/** Timestamps the page keeps for the search measurement (performance.now() of the page). */
declare global {
  interface Window {
    __scale: {
      focusAt: number;
      keyAt: number;
      resultChanges: number[];
      longTasks: { start: number; ms: number }[];
    };
  }
}

function recordInPage() {
  window.__scale = { focusAt: 0, keyAt: 0, resultChanges: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__scale.longTasks.push({ start: entry.startTime, ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('keydown', () => (window.__scale.keyAt = performance.now()), true);
  new MutationObserver(() => {
    const options = document.querySelectorAll('[role="listbox"] [role="option"]');
    const text = [...options].map((o) => o.textContent).join('|');
    const last = (window as unknown as { __lastResults?: string }).__lastResults;
    if (options.length > 0 && text !== last) window.__scale.resultChanges.push(performance.now());
    (window as unknown as { __lastResults?: string }).__lastResults = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** A visitor who asked to save data: the site then downloads the search only on focus. */
function savingData() {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
}

/**
 * Wire bytes of every response after the page's load event (the worker's too), by path, with
 * when the last of them arrived (Date.now()).
 */
function bytesAfterLoad(page: Page) {
  let loaded = false;
  page.on('load', () => (loaded = true));
  const bytes = new Map<string, { type: string; bytes: number; arrivedAt: number }>();
  page.on('response', async (response) => {
    if (!loaded) return;
    const request = response.request();
    await response.finished();
    const arrivedAt = Date.now();
    const { responseBodySize } = await request.sizes();
    const { pathname } = new URL(response.url());
    const known = bytes.get(pathname)?.bytes ?? 0;
    bytes.set(pathname, {
      type: request.resourceType(),
      bytes: known + Math.max(0, responseBodySize),
      arrivedAt,
    });
  });
  return bytes;
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function visit(page: Page, origin: string) {
  await page.addInitScript(recordInPage);
  await page.goto(origin, { waitUntil: 'load' });
  await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Focus the search box, type `query` as a visitor would, wait for its results. */
async function typeQuery(page: Page, query: string, setFocusTime: boolean) {
  const input = page.getByRole('combobox', { name: 'Search the site' }).first();
  const changesBefore = await page.evaluate(() => window.__scale.resultChanges.length);
  // Playwright's own helper scripts load into the page on first use: that happens now, not
  // between the focus and the results, where it would count as the page's long task.
  await page.waitForFunction(() => true);
  await input.isVisible();
  await input.evaluate((element: HTMLInputElement, stamp) => {
    if (stamp) window.__scale.focusAt = performance.now();
    element.focus();
  }, setFocusTime);
  // Keys go through the browser's input pipeline (no script of the test runs in the page
  // while typing, so the page's long tasks are the page's own).
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction((n) => window.__scale.resultChanges.length > n, changesBefore, {
    timeout: 60_000,
  });
}

/**
 * The search as visitors meet it. Scripts that a visit loads after the page's load event,
 * and that a visit saving data does not load, are the search code (the site warms the
 * search up, unless the visitor saves data: the engine once the page is idle, the dropdown
 * at the first gesture); the index files are known by path. Times are taken under slow 4G
 * and 4x CPU: first on a page that has warmed up and been moved over once, then for a
 * visitor saving data, whose first focus downloads everything.
 */
async function measureSearch(newPage: () => Promise<Page>, origin: string) {
  const quiet = await newPage();
  await quiet.addInitScript(savingData);
  const withoutSearch = bytesAfterLoad(quiet);
  await visit(quiet, origin);
  await quiet.waitForTimeout(2000);
  await quiet.close();

  const page = await newPage();
  const loaded = bytesAfterLoad(page);
  await visit(page, origin);
  for (const deadline = Date.now() + 60_000; !loaded.has(SEARCH_INDEX_PATH); await page.waitForTimeout(100))
    if (Date.now() > deadline) throw new Error('The search index was never fetched after the page loaded');
  // A visitor uses the page before reaching for search (the pointer travels, the phone menu
  // opens): that first gesture is when the dropdown's code loads.
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  // The search data that had arrived when the first results showed (the index alone, when
  // the bodies come after the first answer), and all of it.
  const searchData = (arrivedBy = Number.POSITIVE_INFINITY) =>
    [SEARCH_INDEX_PATH, SEARCH_BODY_PATH].reduce((sum, pathname) => {
      const file = loaded.get(pathname);
      return file && file.arrivedAt <= arrivedBy ? sum + file.bytes : sum;
    }, 0);
  const cdp = await throttle(page);
  await typeQuery(page, QUERIES[0], true);
  const firstResultsAt = Date.now();
  // A second query once the bodies are in too: the cost of each keystroke from then on.
  await page.waitForTimeout(2000);
  await page.getByRole('combobox', { name: 'Search the site' }).first().fill('');
  await typeQuery(page, QUERIES[1], false);
  await page.waitForTimeout(2000);
  const times = await page.evaluate(() => window.__scale);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const cold = await newPage();
  await cold.addInitScript(savingData);
  await visit(cold, origin);
  await throttle(cold);
  await typeQuery(cold, QUERIES[0], true);
  const coldTimes = await cold.evaluate(() => window.__scale);

  const searchCode = [...loaded]
    .filter(
      ([pathname, { type }]) => type !== 'fetch' && pathname.endsWith('.js') && !withoutSearch.has(pathname),
    )
    .reduce((sum, [, { bytes }]) => sum + bytes, 0);
  const lastResults = times.resultChanges.at(-1)!;
  return {
    searchDataKbGz: kb(searchData(firstResultsAt)),
    searchDataAfterResultsKbGz: kb(searchData() - searchData(firstResultsAt)),
    searchCodeKbGz: kb(searchCode),
    focusToResultsMs: Math.round(times.resultChanges[0]! - times.focusAt),
    keystrokeToResultsMs: Math.round(lastResults - times.keyAt),
    longestTaskMs: Math.max(0, ...times.longTasks.filter((t) => t.start >= times.focusAt).map((t) => t.ms)),
    savingDataFocusToResultsMs: Math.round(coldTimes.resultChanges[0]! - coldTimes.focusAt),
  };
}

async function main() {
  const searchOnly = arg('search-only');
  if (searchOnly) {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    console.log(await measureSearch(() => browser.newPage(), searchOnly).finally(() => browser.close()));
    return;
  }
  const count = Number(arg('posts') ?? 1000);
  if (!Number.isInteger(count) || count < 0)
    throw new Error('--posts takes a whole number, e.g. --posts 1000');
  const sources = listPosts();
  const categories = listCategories().map((c) => c.slug);
  const posts = generatedPosts(count, sources, categories);
  const perCategory = new Map<string, number>();
  for (const post of [...sources, ...posts])
    perCategory.set(post.category, (perCategory.get(post.category) ?? 0) + 1);
  const largestCategory = [...perCategory].sort((a, b) => b[1] - a[1])[0]![0];

  const dir = copySite();
  console.log(`Site copied to ${dir}; adding ${count} generated posts to its ${sources.length}.`);
  writePostFiles(dir, posts);
  const cold = build(dir);
  const warm = flag('no-warm') ? null : build(dir);
  const server = await startNext(dir, env, START_TIMEOUT_MS);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const blog = `${server.origin}/blog`;
    const category = `${server.origin}${categoryPath(largestCategory)}`;
    const measure: ScaleMeasure = {
      posts: sources.length + count,
      coldBuildSeconds: cold.seconds,
      warmBuildSeconds: warm?.seconds ?? null,
      buildPeakMemoryMb: Math.max(cold.peakMb, warm?.peakMb ?? 0),
      blogHtmlKb: kb(await rawBytes(blog)),
      blogDomElements: await domElements(page, blog),
      categoryHtmlKb: kb(await rawBytes(category)),
      categoryDomElements: await domElements(page, category),
      feedKb: kb(await rawBytes(`${server.origin}${FEED_PATH}`)),
      ...(await measureSearch(() => browser.newPage(), server.origin)),
    };
    console.log(`\n${formatScaleTable([measure], budgets)}\n`);
    console.log(JSON.stringify(measure));
    const broken = brokenScaleBudgets(measure, budgets);
    for (const line of broken) console.error(`Budget broken: ${line}`);
    process.exitCode = broken.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.stop();
    if (!flag('keep')) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
