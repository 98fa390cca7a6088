import { readFileSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { FAVICON_PNG, FAVICON_SIZE, FAVICON_SVG, renderFavicon } from '../../scripts/favicon';

const pixels = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the favicon', () => {
  it(`is ${FAVICON_SVG} as rendered now (run npm run favicon after changing it)`, async () => {
    const committed = await pixels(readFileSync(FAVICON_PNG));
    const fresh = await pixels(await renderFavicon(readFileSync(FAVICON_SVG)));
    expect(committed.info.width).toBe(FAVICON_SIZE);
    expect(committed.info.height).toBe(FAVICON_SIZE);
    expect(committed.data.equals(fresh.data)).toBe(true);
  });
});
