import { readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { openSource } from '@/lib/media/server/render';
import { sanitizeSvg } from '@/lib/media/server/svg';
import { isLogoSource, MEDIA_WIDTHS } from '@/lib/media/types';

/** A 300×100 drawing (a 200×40 bar) inside `pad` px of transparent padding. */
async function paddedLogo(pad: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${300 + 2 * pad}" height="${100 + 2 * pad}"><rect x="${pad}" y="${pad}" width="300" height="100" fill="#123456"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('client logos in the media step', () => {
  it('are told from other images by their folder', () => {
    expect(isLogoSource('content/media/clients/acme.png')).toBe(true);
    expect(isLogoSource('tests/fixtures/proof-content/media/clients/a.svg')).toBe(true);
    expect(isLogoSource('content/media/case-studies/ami/cover.png')).toBe(false);
  });

  it('are trimmed of their padding, transparent or white; other images keep theirs', async () => {
    const padded = await paddedLogo(150);
    expect(await (await openSource(padded, 'content/media/clients/acme.png')).metadata()).toMatchObject({
      width: 300,
      height: 100,
    });
    const white = await sharp(padded).flatten({ background: '#ffffff' }).png().toBuffer();
    expect(await (await openSource(white, 'content/media/clients/acme.png')).metadata()).toMatchObject({
      width: 300,
      height: 100,
    });
    expect(await (await openSource(padded, 'content/media/posts/chart.png')).metadata()).toMatchObject({
      width: 600,
      height: 400,
    });
  });

  it('accept an SVG: sanitised, drawn at the largest width, then trimmed', async () => {
    const svg = readFileSync(
      path.join(process.cwd(), 'tests/fixtures/proof-content/media/clients/sample-f.svg'),
    );
    const image = await openSource(svg, 'content/media/clients/sample-f.svg');
    const { width = 0, height = 0, format } = await image.metadata();
    expect(format).toBe('png');
    // 340×120 declared; drawn at the largest rendered width, then its 20 px margins trimmed.
    const drawn = MEDIA_WIDTHS.at(-1)!;
    expect(width).toBeGreaterThan(drawn / 2);
    expect(width).toBeLessThan(drawn);
    expect(height).toBeLessThan((drawn * 120) / 340);
  });

  it('treat SVG data as SVG whatever its name: sanitised and drawn, never decoded as it is', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>',
    );
    const image = await openSource(svg, 'content/media/posts/acme.png');
    // Drawn from the sanitised copy at the largest width, not decoded from the file at 8 px.
    expect((await image.metadata()).width).toBe(MEDIA_WIDTHS.at(-1));
  });
});

describe('the SVG sanitiser', () => {
  const dirty = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
    <script>alert(1)</script>
    <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>
    <rect id="r" fill="url(#g)" width="5" height="5"/>
    <rect style="fill: url(https://tracker.example/x.svg#a)" width="1" height="1"/>
    <use href="#r"/><use xlink:href="https://tracker.example/y.svg#b"/>
    <image href="file:///etc/passwd"/><style>@import url(https://tracker.example/z.css);</style>
    <a href="javascript:alert(1)"><text onclick="alert(1)">Name</text></a>
    <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  </svg>`;
  const clean = sanitizeSvg(dirty);

  it('removes scripts, event handlers, links and foreign content', () => {
    for (const gone of ['<script', 'onload', 'onclick', 'javascript:', '<a ', '<foreignObject', '<div'])
      expect(clean).not.toContain(gone);
  });

  it('removes every reference outside the file, keeping those inside it', () => {
    for (const gone of ['tracker.example', 'file://', '<image', '<style', '@import'])
      expect(clean).not.toContain(gone);
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#r"');
    expect(clean).toContain('>Name</text>');
  });

  it('refuses a file with no SVG in it', () => {
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow(/no SVG/);
  });
});
