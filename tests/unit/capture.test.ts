import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { splitFrontMatter } from '@/lib/content/front-matter';
import { PLACEHOLDER } from '@/lib/content/scaffold';
import { galleryRows } from '@/lib/layout/gallery';
import { browserFrame } from '@/lib/media/frame';
import { addToGallery, capture, captureName, setCover, shownAddress, withCaptures } from '@/scripts/capture';
import { type CaptureSite, ENTRY, startCaptureSite } from '@/tests/fixtures/capture-site';

// What launches a browser is in tests/e2e/capture.spec.ts; these answer before that.
let site: CaptureSite;

beforeAll(async () => {
  site = await startCaptureSite();
});

afterAll(() => site.close());

describe('npm run capture', () => {
  it('refuses an unknown entry, naming the ones that exist', async () => {
    await expect(capture(site.root, 'case-studies/nope', `${site.origin}/`)).rejects.toThrow(
      /no case study "nope" \(content\/case-studies\/nope\.md does not exist\); known: ami/,
    );
    await expect(capture(site.root, 'posts/ami', `${site.origin}/`)).rejects.toThrow(/is not an entry/);
  });

  it('refuses an address that is not a full http(s) URL', async () => {
    for (const bad of ['example.com', 'ftp://example.com/', undefined])
      await expect(capture(site.root, ENTRY, bad)).rejects.toThrow(/is not a web address: give the full URL/);
  });
});
describe('addToGallery', () => {
  const image = { src: '../media/x/shot.png', alt: `${PLACEHOLDER} it`, caption: "Screenshot: it's here" };

  it('creates the gallery when the entry has none, leaving the rest as written', () => {
    const source = '---\nslug: x\ntitle: "Kept: as is"\n---\n\n# Challenge\n\nText.\n';
    expect(addToGallery(source, [image])).toBe(
      [
        '---',
        'slug: x',
        'title: "Kept: as is"',
        'gallery:',
        '  - src: ../media/x/shot.png',
        `    alt: '${PLACEHOLDER} it'`,
        "    caption: 'Screenshot: it''s here'",
        '---',
        '',
        '# Challenge',
        '',
        'Text.',
        '',
      ].join('\n'),
    );
  });
});

describe('a capture’s name, address and cover', () => {
  const url = new URL('https://www.acme.example/portal?tab=1');

  it('is named and captioned after the page’s own title, without the site name after it', () => {
    expect(captureName('Acme Secure Boot Portal | Acme', url)).toEqual({
      title: 'Acme Secure Boot Portal',
      file: 'acme-secure-boot-portal',
    });
    expect(captureName('Çafé & Co — Home', url).file).toBe('cafe-and-co');
    // No title: the address names it.
    expect(captureName('  ', url)).toEqual({
      title: 'www.acme.example/portal',
      file: 'www-acme-example-portal',
    });
    expect(captureName('x'.repeat(200), url).file).toHaveLength(60);
  });

  it('draws the page’s address in the browser’s field, escaped', () => {
    expect(shownAddress(url)).toBe('www.acme.example/portal?tab=1');
    expect(shownAddress(new URL('http://127.0.0.1:8765/'))).toBe('127.0.0.1:8765');
    const frame = browserFrame(2880, 1800, { address: 'a.example/?q=<b>&c' });
    expect(frame.under).toContain('>a.example/?q=&lt;b&gt;&amp;c</text>');
    expect(frame.width).toBeGreaterThan(2880);
    expect(browserFrame(2880, 1800).under).not.toContain('<text');
  });

  it('--cover replaces the cover block, keeps the rest as written and hands back the drawn cover', () => {
    const source = [
      '---',
      'slug: x',
      'cover:',
      '  src: ../media/x/cover.png',
      '  alt: Our drawing',
      'year: 2024',
      '---',
      '',
      'Body.',
      '',
    ].join('\n');
    const shot = {
      src: '../media/x/page-desktop.png',
      alt: `${PLACEHOLDER} it`,
      caption: 'Page, captured on 2026-01-01',
    };
    const { markdown, previous } = setCover(source, shot);
    expect(markdown).toBe(
      source.replace(
        'cover:\n  src: ../media/x/cover.png\n  alt: Our drawing\n',
        `cover:\n  src: ../media/x/page-desktop.png\n  alt: '${PLACEHOLDER} it'\n  caption: 'Page, captured on 2026-01-01'\n`,
      ),
    );
    expect(previous).toMatchObject({ src: '../media/x/cover.png', alt: 'Our drawing' });
  });
});

describe('--cover', () => {
  const drawn = '../media/x/cover.png';
  const source = [
    '---',
    'slug: x',
    'cover:',
    `  src: ${drawn}`,
    '  alt: Our drawing',
    'gallery:',
    '  - src: ../media/x/diagram.png',
    '    alt: A diagram',
    '  - src: ../media/x/mockup.png',
    '    alt: A mockup',
    '---',
    '',
  ].join('\n');
  const captures = ['desktop', 'phone'].map((shot) => ({
    src: `../media/x/page-${shot}.png`,
    alt: `${PLACEHOLDER} it`,
    caption: `Page, ${shot}`,
  }));
  // What the page lays out by: a phone capture is tall, every other picture wide.
  const sizeOf = (image: { src: string }) =>
    image.src.endsWith('-phone.png') ? { width: 824, height: 1732 } : { width: 2888, height: 1900 };
  const entryOf = (markdown: string) =>
    parse(splitFrontMatter(markdown)!.yaml) as { cover: { src: string }; gallery: { src: string }[] };

  it('makes the desktop capture the cover and puts the phone capture beside its twin, the drawing last', () => {
    const { cover, gallery } = entryOf(withCaptures(source, captures, { cover: true }));
    expect(cover.src).toBe(captures[0]!.src);
    const rows = galleryRows(gallery, sizeOf).map((row) => row.map((image) => image.src));
    expect(rows.find((row) => row.includes(captures[1]!.src))).toEqual(captures.map((image) => image.src));
    expect(gallery.at(-1)?.src).toBe(drawn);
  });

  it('adds nothing twice when run again', () => {
    const once = withCaptures(source, captures, { cover: true });
    expect(withCaptures(once, captures, { cover: true })).toBe(once);
  });
});
