/**
 * Supplied client logos as a buyer reads them, on the build with the sample proof
 * (tests/fixtures/proof-content: a wide wordmark, square and tall marks among them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { ROUTES } from '@/lib/routes';

import { PROOF_FIXTURE } from '../fixtures/proof';
import { expect, test } from './support/fixtures';

const logos = (
  parse(readFileSync(path.join(PROOF_FIXTURE, 'clients.yaml'), 'utf8')) as { logos: { name: string }[] }
).logos;

/** The shortest a logo may show (CSS px) at each width a buyer looks at. */
const FLOORS = [
  { width: 1280, minHeight: 24 },
  { width: 390, minHeight: 20 },
] as const;

for (const { width, minHeight } of FLOORS)
  test(`every supplied logo shows at least ${minHeight} px tall at ${width} px, none alone on its row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ROUTES.home);
    const images = page.locator('#clients img').filter({ visible: true });
    await expect(images).toHaveCount(logos.length);
    await images.last().scrollIntoViewIfNeeded();
    const shown = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        const box = img.getBoundingClientRect();
        const tile = img.closest('li')!.getBoundingClientRect();
        return {
          name: img.alt,
          ratio: img.naturalWidth / img.naturalHeight,
          height: box.height,
          inside: box.left >= tile.left && box.right <= tile.right,
          row: Math.round(tile.top),
        };
      }),
    );
    // The samples span the shapes a client may send.
    const ratios = shown.map((logo) => logo.ratio);
    expect(Math.max(...ratios), 'a wide wordmark').toBeGreaterThan(5);
    expect(Math.min(...ratios), 'a tall mark').toBeLessThan(1);
    expect(
      ratios.some((ratio) => ratio > 0.8 && ratio < 1.25),
      'a square mark',
    ).toBe(true);
    for (const logo of shown) {
      expect(logo.height, logo.name).toBeGreaterThanOrEqual(minHeight);
      expect(logo.inside, `${logo.name} inside its tile`).toBe(true);
    }
    const perRow = new Map<number, number>();
    for (const { row } of shown) perRow.set(row, (perRow.get(row) ?? 0) + 1);
    expect([...perRow.values()].filter((count) => count === 1)).toEqual([]);
    // The page does not scroll sideways for them.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
