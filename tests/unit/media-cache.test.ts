import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { widthsFor } from '@/lib/media/server/plan';
import { progressOf } from '@/lib/media/server/progress';
import { MEDIA_CACHE_DIR } from '@/lib/media/server/render';
import { MEDIA_FORMATS, MEDIA_PUBLIC_DIR } from '@/lib/media/types';
import { writeMedia } from '@/scripts/media';

const root = mkdtempSync(path.join(tmpdir(), 'media-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const WIDTH = 900;

async function run(): Promise<string[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await writeMedia({ root });
    return log.mock.calls.map(([line]) => String(line));
  } finally {
    log.mockRestore();
  }
}

describe('the media step', () => {
  it('keeps its variants in the build cache, so a fresh checkout with the cache kept renders none', async () => {
    mkdirSync(path.join(root, 'content/media'), { recursive: true });
    const picture = sharp({ create: { width: WIDTH, height: 300, channels: 3, background: '#3366aa' } });
    writeFileSync(path.join(root, 'content/media/band.png'), await picture.png().toBuffer());
    const files = widthsFor(WIDTH).length * MEDIA_FORMATS.length;

    const first = await run();
    expect(first.at(-1)).toContain(`1 rendered (${files} files in`);
    expect(readdirSync(path.join(root, MEDIA_CACHE_DIR))).toHaveLength(files);
    expect(readdirSync(path.join(root, MEDIA_PUBLIC_DIR))).toHaveLength(files);

    // A deploy from a fresh checkout: public/ as committed, .next/cache kept by the host.
    rmSync(path.join(root, MEDIA_PUBLIC_DIR), { recursive: true });
    const second = await run();
    expect(second.at(-1)).toContain('0 rendered (0 files in');
    expect(readdirSync(path.join(root, MEDIA_PUBLIC_DIR)).sort()).toEqual(
      readdirSync(path.join(root, MEDIA_CACHE_DIR)).sort(),
    );
  });
});

describe("the media step's progress", () => {
  it('prints files done of files to do at most once per interval, and not at the end', () => {
    let now = 0;
    const lines: string[] = [];
    const progress = progressOf(10, (line) => lines.push(line), { everyMs: 5000, now: () => now });
    for (let file = 0; file < 10; file++) {
      now += 2000;
      progress.add();
    }
    expect(lines).toEqual([
      'Media: 3 of 10 files rendered (30 %), 6 s so far',
      'Media: 6 of 10 files rendered (60 %), 12 s so far',
      'Media: 9 of 10 files rendered (90 %), 18 s so far',
    ]);
    expect(progress.done).toBe(10);
  });
});
