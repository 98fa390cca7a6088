import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { imageResolver } from '@/lib/content/server/media';
import { darkSourceOf, phoneSourceOf } from '@/lib/media/types';

const root = mkdtempSync(path.join(os.tmpdir(), 'media-phone-'));
const folder = path.join(root, 'content/media/posts/p');
const source = path.join(folder, 'diagram.png');
const png = (file: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(file);
const resolve = () =>
  imageResolver(root)('content/posts/p.md', {
    src: '../media/posts/p/diagram.png',
    alt: 'A diagram',
  });

describe('a picture with a phone rendering beside it', () => {
  // Each test gets all four renderings: one of them removes one, whatever the order.
  beforeEach(async () => {
    mkdirSync(folder, { recursive: true });
    await png(source, 1600, 1000);
    await png(darkSourceOf(source), 1600, 1000);
    await png(phoneSourceOf(source), 720, 1400);
    await png(darkSourceOf(phoneSourceOf(source)), 720, 1400);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is found by name and keeps its own size, with its own dark twin', () => {
    const { rendered, problem } = resolve();
    expect(problem).toBeUndefined();
    expect(rendered).toMatchObject({ width: 1600, height: 1000, phone: { width: 720, height: 1400 } });
    const [avif] = rendered!.phone!.sources;
    expect(avif?.srcSet).toMatch(/\/media\/diagram\.phone-[0-9a-f]{10}-480\.avif 480w, \S+-720\.avif 720w$/);
    expect(rendered!.phone!.dark!.sources[0]?.srcSet).toMatch(/\/media\/diagram\.phone\.dark-/);
  });

  it('is refused, with the fix, when only one theme has it', () => {
    rmSync(darkSourceOf(phoneSourceOf(source)));
    expect(resolve().problem).toBe(
      'names "../media/posts/p/diagram.png", which has a dark rendering while its phone rendering content/media/posts/p/diagram.phone.png has none: draw both or neither',
    );
  });
});
