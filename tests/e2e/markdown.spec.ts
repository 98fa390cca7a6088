import AxeBuilder from '@axe-core/playwright';

import type { Block } from '@/lib/content/markdown';
import { listPosts } from '@/lib/content/server';
import { postPath } from '@/lib/routes';

import { expect, test } from './support/fixtures';
import { applyTheme } from './support/theme';

/** A post with a footnote, a task list and highlighted code, read from the content (none is named here). */
const showcase = listPosts().find(
  ({ body }) =>
    body.some((b) => b.type === 'footnotes') &&
    body.some((b) => b.type === 'list' && b.items.some((item) => item.checked !== undefined)) &&
    body.some((b) => b.type === 'code' && b.lines),
);
if (!showcase)
  throw new Error('No post has a footnote, a task list and highlighted code: these specs need one');
const route = postPath(showcase.slug);
const notes = showcase.body.find(
  (b): b is Extract<Block, { type: 'footnotes' }> => b.type === 'footnotes',
)!.notes;
const tasks = showcase.body.flatMap((b) =>
  b.type === 'list' ? b.items.filter((item) => item.checked !== undefined) : [],
);

test.describe('everyday Markdown on a post', () => {
  test('a footnote call leads to its note, and the note leads back', async ({ page }) => {
    await page.goto(route);
    const [first] = notes;
    const call = page.locator(`sup a[href="#fn-${first!.id}"]`).first();
    await expect(call).toHaveAccessibleName(`Footnote ${first!.number}`);
    await call.click();
    await expect(page).toHaveURL(new RegExp(`#fn-${first!.id}$`));
    const note = page.locator(`#fn-${first!.id}`);
    await expect(note).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Footnotes' })).toBeAttached();
    await note.getByRole('link', { name: `Back to reference ${first!.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`#fnref-${first!.id}$`));
    await expect(call).toBeInViewport();
  });

  test('task-list items are read-only checkboxes named by their text', async ({ page }) => {
    await page.goto(route);
    const boxes = page.locator('article').getByRole('checkbox');
    await expect(boxes).toHaveCount(tasks.length);
    for (const [index, task] of tasks.entries()) {
      const box = boxes.nth(index);
      await expect(box).toBeDisabled();
      await expect(box).toBeChecked({ checked: task.checked! });
      await expect(box).toHaveAccessibleName(/\S/);
    }
  });

  test('code is coloured for the theme in force, with no highlighter in the browser', async ({ page }) => {
    // Bodies read as the scripts arrive, awaited at the end: a script still arriving when the
    // test ends is left unread, never read after it.
    const reads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        reads.push(response.text().catch((error: Error) => `unreadable ${response.url()}: ${error.message}`));
    });
    await page.goto(route);
    // A token whose two theme colours differ, so the wrong one cannot pass.
    const token = page.locator('article pre span[style]').filter({ hasText: /\S/ }).first();
    const [light, dark] = await token.evaluate((el) => [
      el.style.getPropertyValue('--light'),
      el.style.getPropertyValue('--dark'),
    ]);
    expect(light).not.toBe(dark);
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      const [color, expected] = await token.evaluate((el, name) => {
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(el).getPropertyValue(`--${name}`);
        document.body.append(probe);
        const wanted = getComputedStyle(probe).color;
        probe.remove();
        return [getComputedStyle(el).color, wanted];
      }, theme);
      expect(color).toBe(expected);
    }
    const scripts = await Promise.all(reads);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/^unreadable |shiki|github-dark-default/i);
  });

  test('axe finds no violation in either theme', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      const { violations } = await new AxeBuilder({ page }).include('article').analyze();
      expect(violations.map((v) => `${theme}: ${v.id} on ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }
  });
});
