import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PLACEHOLDER } from '@/lib/content/scaffold';
import { addToGallery, capture } from '@/scripts/capture';
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
