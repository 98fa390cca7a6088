import { test as base } from '@playwright/test';

import { INTERACTIVE_ATTRIBUTE } from '../../../lib/first-paint/interactive';

export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Playwright's test, with `page.goto` and `page.reload` waiting, as a visitor would, until the page is
 * interactive: the scripts load after the first paint, so the load event can come first.
 * A goto that names its own `waitUntil` (to look at the page before its scripts) is left alone.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const interactive = async (
      response: Awaited<ReturnType<typeof page.goto>>,
      waitUntil: string | undefined,
    ) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && !waitUntil)
        await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => interactive(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => interactive(await reload(options), options?.waitUntil);
    await provide(page);
  },
});
