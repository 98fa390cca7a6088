import AxeBuilder from '@axe-core/playwright';

import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';

import { expect, type Page, test } from './support/fixtures';

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function applyTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    document.documentElement.dataset.theme = value;
  }, theme);
}

/**
 * Buttons fade between theme colours, and axe must judge the colours they end on. Waiting for
 * the fades is not enough: an off-screen footer (content-visibility: auto) starts its fade
 * only when axe scrolls to it, mid-scan. So the pages under test change colour at once.
 */
const WITHOUT_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

test.describe('axe finds no violation', () => {
  for (const [kind, route] of Object.entries(ROUTE_KINDS)) {
    test(`on the ${kind} page, in both themes, desktop and phone`, async ({ page }) => {
      test.setTimeout(90_000);
      // Sections reveal on scroll; with reduced motion everything is in place for axe at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await page.addStyleTag({ content: WITHOUT_TRANSITIONS });
      const found: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const theme of THEMES) {
          await applyTheme(page, theme);
          const { violations } = await new AxeBuilder({ page }).analyze();
          found.push(
            ...violations.map(
              (v) =>
                `${viewport.name}/${theme}: ${v.id} (${v.impact}) on ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            ),
          );
        }
      }
      expect(found).toEqual([]);
    });
  }
});
