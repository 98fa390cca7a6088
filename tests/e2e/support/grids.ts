import type { Page } from '@playwright/test';

/** The phone, tablet and desktop widths the layout is drawn for. */
export const GRID_WIDTHS = [390, 768, 1280] as const;

/**
 * Every grid of equal cells on the page whose last row stops short of the first: an empty
 * cell. Read from the layout itself, so it holds for CSS grid and wrapping flex alike; rows
 * of unequal items (chips, links) are not cells and are left alone.
 */
export function gridsWithEmptyCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A pixel and a half of rounding between boxes that line up.
    const SLACK = 1.5;
    const near = (a: number, b: number) => Math.abs(a - b) <= SLACK;
    const found: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(grid);
      const wraps = style.display.endsWith('flex') && style.flexWrap === 'wrap';
      if (!style.display.endsWith('grid') && !wraps) continue;
      const cells = [...grid.children]
        .filter((child) => !['absolute', 'fixed'].includes(getComputedStyle(child).position))
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const rows: DOMRect[][] = [];
      for (const box of cells) {
        const row = rows.find((r) => near(r[0]!.top, box.top));
        if (row) row.push(box);
        else rows.push([box]);
      }
      const [first] = rows;
      const last = rows.at(-1)!;
      if (!first || rows.length < 2 || first.length < 2) continue;
      if (!first.every((box) => near(box.width, first[0]!.width))) continue;
      const right = (row: DOMRect[]) => Math.max(...row.map((box) => box.right));
      const left = (row: DOMRect[]) => Math.min(...row.map((box) => box.left));
      if (near(right(last), right(first)) && near(left(last), left(first))) continue;
      const name = `${grid.tagName.toLowerCase()}${grid.id ? `#${grid.id}` : ''}.${[...grid.classList].join('.')}`;
      const heading = grid.closest('section')?.querySelector('h2, h3')?.textContent ?? 'no heading';
      found.push(`${name} under "${heading}": rows of ${rows.map((row) => row.length).join(' + ')}`);
    }
    return found;
  });
}
