import AxeBuilder from '@axe-core/playwright';

import {
  DROPDOWN_CLOSE_DELAY_MS,
  NO_RESULTS_TEXT,
  SEARCH_FOCUS_KEYS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_QUERY,
  STALLED_SEARCH_DELAY_MS,
} from '@/lib/search/behaviour';
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';

import { type APIRequestContext, expect, type Page, test } from './support/fixtures';

/** Code that only the search dropdown needs: none of it may load before the box is focused. */
const SEARCH_CODE_MARKERS = ['MiniSearch', 'instantsearch'];

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search the site' }).first();
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const options = (page: Page) => listbox(page).getByRole('option');
const resetButton = (page: Page) => page.getByRole('button', { name: 'Clear the search query' });

async function search(page: Page, query: string) {
  await searchInput(page).click();
  await searchInput(page).fill(query);
}

/** Watches what the search costs a page: index requests, search code, requests elsewhere. */
function watchSearchLoading(page: Page, baseURL: string | undefined) {
  const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const seen = {
    indexRequestedAt: [] as number[],
    bodyRequestedAt: [] as number[],
    searchScripts: [] as string[],
    elsewhere: [] as string[],
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SEARCH_INDEX_PATH) seen.indexRequestedAt.push(Date.now());
    if (url.pathname === SEARCH_BODY_PATH) seen.bodyRequestedAt.push(Date.now());
    if (url.origin !== siteOrigin && url.protocol.startsWith('http')) seen.elsewhere.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (SEARCH_CODE_MARKERS.some((marker) => body.includes(marker))) seen.searchScripts.push(response.url());
  });
  return seen;
}

test('search gets ready before anyone asks: the engine in a worker once the page is idle, the dropdown code at the first gesture', async ({
  page,
  baseURL,
}) => {
  const seen = watchSearchLoading(page, baseURL);
  let loadedAt = Number.POSITIVE_INFINITY;
  page.on('load', () => (loadedAt = Date.now()));
  await page.goto('/');
  // Never with the page: the first request for the index comes after its load event.
  await expect.poll(() => seen.indexRequestedAt.length).toBeGreaterThan(0);
  expect(seen.indexRequestedAt[0]).toBeGreaterThanOrEqual(loadedAt);
  // The index is built and searched off the main thread.
  expect(page.workers().length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(seen.searchScripts).toEqual([]);

  // The dropdown's code waits for the visitor to do something: here, move the pointer.
  await page.mouse.move(200, 200);
  await expect.poll(() => seen.searchScripts.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // A visitor who never searches pays for the index and nothing more: the body texts
  // come with the first query.
  expect(seen.bodyRequestedAt).toEqual([]);

  await search(page, 'seo');
  await expect(options(page).first()).toBeVisible();
  expect(seen.indexRequestedAt).toHaveLength(1);
  await expect.poll(() => seen.bodyRequestedAt.length).toBe(1);
  // The embedded engine answers from the site itself.
  expect(seen.elsewhere).toEqual([]);
});

/** A word of some body text that no title, name, keyword or summary holds, read from the served files. */
async function bodyOnlyWord(request: APIRequestContext): Promise<string> {
  const heads = (await (await request.get(SEARCH_INDEX_PATH)).json()) as Record<string, unknown>[];
  const bodies = (await (await request.get(SEARCH_BODY_PATH)).json()) as string[];
  const words = (text: string) => text.toLowerCase().split(/\W+/);
  const elsewhere = heads.flatMap((head) => words(JSON.stringify(head)));
  const word = bodies
    .flatMap(words)
    .find((w) => /^[a-z]{7,}$/.test(w) && !elsewhere.some((e) => e.startsWith(w.slice(0, -1))));
  if (!word) throw new Error('No word is found only in body text');
  return word;
}

test('the first results come from the index alone; the body texts, held back, refine them when they arrive', async ({
  page,
  request,
}) => {
  const word = await bodyOnlyWord(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let bodyRequests = 0;
  await page.route(`**${SEARCH_BODY_PATH}`, async (route) => {
    bodyRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await search(page, 'seo');
  await expect(options(page).first()).toHaveAttribute('href', '/services/search-engine-optimization');
  // The bodies were asked for after the first results, and have not arrived.
  await expect.poll(() => bodyRequests).toBe(1);

  await searchInput(page).fill(word);
  await expect(page.getByRole('status').filter({ hasText: NO_RESULTS_TEXT })).toHaveCount(1);
  release();
  await expect(options(page).first()).toBeVisible();
});

test('a visitor saving data downloads the search only on the first focus', async ({ page, baseURL }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const seen = watchSearchLoading(page, baseURL);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // An idle moment after load and hydration, queued after the page's own: an idle warm-up would have begun.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  expect(page.workers()).toEqual([]);
  expect(seen.indexRequestedAt).toEqual([]);
  expect(seen.searchScripts).toEqual([]);

  await search(page, 'seo');
  await expect(options(page).first()).toBeVisible();
  expect(seen.indexRequestedAt).toHaveLength(1);
  expect(seen.searchScripts.length).toBeGreaterThan(0);
});

test('input: a text combobox with the Search key, required, labelled, at most 512 characters', async ({
  page,
}) => {
  await page.goto('/');
  const input = searchInput(page);
  await expect(input).toHaveAttribute('type', 'text');
  await expect(input).toHaveAttribute('enterkeyhint', 'search');
  await expect(input).toHaveAttribute('required', '');
  await expect(input).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
  await input.click();
  await page.keyboard.insertText('a'.repeat(SEARCH_MAX_LENGTH + 20));
  await expect(input).toHaveValue('a'.repeat(SEARCH_MAX_LENGTH));
});

test('dropdown needs 3 characters; the reset button appears at 3 and clears', async ({ page }) => {
  await page.goto('/');
  await search(page, 'seo'.slice(0, SEARCH_MIN_QUERY - 1));
  await expect(resetButton(page)).toHaveCount(0);
  // The focus fetched the index: once it is in, a would-be dropdown would have its answer.
  await page.waitForLoadState('networkidle');
  await expect(listbox(page)).toHaveCount(0);
  await expect(page.getByText(NO_RESULTS_TEXT)).toHaveCount(0);

  await page.keyboard.type('o');
  await expect(resetButton(page)).toBeVisible();
  await expect(options(page).first()).toBeVisible();
  await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'true');

  await resetButton(page).click();
  await expect(searchInput(page)).toHaveValue('');
  await expect(searchInput(page)).toBeFocused();
  await expect(listbox(page)).toHaveCount(0);
});

test('"seo" ranks the SEO service first and shows its decoded title and tag', async ({ page }) => {
  await page.goto('/');
  await search(page, 'seo');
  const first = options(page).first();
  await expect(first).toHaveAttribute('href', '/services/search-engine-optimization');
  await expect(first).toContainText('Search Engine Optimization');
  await expect(first).toContainText('Service');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /results? available/ })
      .first(),
  ).toBeAttached();
});

test('a one-letter typo still finds the page, and the result opens', async ({ page }) => {
  await page.goto('/');
  await search(page, 'serch engine');
  const first = options(page).first();
  await expect(first).toHaveAttribute('href', '/services/search-engine-optimization');
  await first.click();
  await expect(page).toHaveURL(/\/services\/search-engine-optimization$/);
  await expect(page.locator('h1')).toContainText('Search Engine Optimization');
});

test('a case study client name finds its case study', async ({ page }) => {
  await page.goto('/');
  await search(page, 'Wiliot');
  await expect(options(page).first()).toHaveAttribute('href', '/work/case-studies/wiliot');
});

test('no hits shows the no-results text', async ({ page }) => {
  await page.goto('/');
  await search(page, 'qqxzvj');
  await expect(page.locator('p:not([role="status"])', { hasText: NO_RESULTS_TEXT })).toHaveText(
    NO_RESULTS_TEXT,
  );
  await expect(page.getByRole('status').filter({ hasText: NO_RESULTS_TEXT })).toHaveCount(1);
  await expect(listbox(page)).toHaveCount(0);
});

test('dropdown closes 100 ms after blur, yet a click on a result lands', async ({ page }) => {
  // The page's clock is ours to move: the dropdown's delay is checked without waiting on a wall clock.
  await page.clock.install();
  await page.goto('/');
  await search(page, 'seo');
  await expect(options(page).first()).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await searchInput(page).blur();
  await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
  await expect(listbox(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(listbox(page)).toHaveCount(0);
  await page.clock.resume();

  await search(page, 'wiliot');
  await options(page).first().click();
  await expect(page).toHaveURL(/\/work\/case-studies\/wiliot$/);
});

for (const key of SEARCH_FOCUS_KEYS) {
  test(`"${key}" focuses the search box unless the visitor is typing elsewhere`, async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press(key);
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');

    await page.evaluate(() => {
      const field = document.createElement('textarea');
      field.setAttribute('aria-label', 'Other field');
      document.querySelector('main')?.prepend(field);
    });
    const other = page.getByRole('textbox', { name: 'Other field' });
    await other.focus();
    await page.keyboard.press(key);
    await expect(other).toBeFocused();
    await expect(other).toHaveValue(key);
  });
}

test('combobox keyboard: arrows move, Enter opens, Escape closes', async ({ page }) => {
  await page.goto('/');
  await search(page, 'seo');
  const input = searchInput(page);
  await expect(options(page).nth(1)).toBeVisible();
  const controls = await input.getAttribute('aria-controls');
  expect(await listbox(page).getAttribute('id')).toBe(controls);

  await page.keyboard.press('ArrowDown');
  const firstId = await options(page).nth(0).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('seo');
  await expect(input).toBeFocused();

  await page.keyboard.type(' ');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const target = await options(page).nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('screen readers meet a combobox that says when its list is open (the accessibility tree)', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('search').first();
  await expect(form).toMatchAriaSnapshot(`
    - search:
      - combobox "Search the site" [expanded=false]
  `);
  await search(page, 'seo');
  await expect(options(page).first()).toBeVisible();
  await expect(form).toMatchAriaSnapshot(`
    - search:
      - combobox "Search the site" [expanded=true]
      - listbox "Search results":
        - option
  `);
  // Escape closes the list, a second one clears the query, as in a search field.
  await page.keyboard.press('Escape');
  await expect(form).toMatchAriaSnapshot(`
    - search:
      - combobox "Search the site" [expanded=false]
  `);
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toHaveValue('');
});

test('a slow search shows the stalled state after 200 ms, not before', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SEARCH_INDEX_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await searchInput(page).click();
  const stalledAfter = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!input) throw new Error('no search input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'seo');
    const typedAt = performance.now();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return new Promise<number>((resolve) => {
      const check = () =>
        document.body.textContent?.includes('Searching…')
          ? resolve(performance.now() - typedAt)
          : requestAnimationFrame(check);
      check();
    });
  });
  // A lower bound only: the state may come later on a slow machine, never sooner.
  expect(stalledAfter).toBeGreaterThanOrEqual(STALLED_SEARCH_DELAY_MS);
  release();
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByText('Searching…')).toHaveCount(0);
});

for (const theme of ['light', 'dark']) {
  test(`the open dropdown passes axe in the ${theme} theme`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await search(page, 'seo');
    // A visitor presses Down once the results are there; before that, there is nothing to move to.
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    const { violations } = await new AxeBuilder({ page }).include('form[role="search"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}
