import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page being loaded has painted content. A route handler that awaits it
 * before answering plays a slow network (the response arrives after the first paint) without
 * a timed delay, however fast or loaded the machine.
 */
export async function firstContentfulPaint(page: Page): Promise<void> {
  const painted = () =>
    page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
      // The document may still be committing when a subresource is asked for.
      .catch(() => false);
  // As long as the test allows: a loaded machine can take more than the default 5 s to paint.
  await expect.poll(painted, { intervals: [20], timeout: 0 }).toBe(true);
}
