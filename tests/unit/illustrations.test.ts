import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LABELLED_SLOTS, slotWidthAt } from '@/lib/layout/image-sizes';
import {
  CAPTION_PREFIXES,
  MANIFEST_FILE,
  type ManifestEntry,
  manifestEntry,
  MAX_IMAGE_BYTES,
  MAX_TOTAL_BYTES,
  MIN_CASE_STUDY_GALLERY,
  MIN_POSTS_WITH_COVER,
} from '@/scripts/illustrations/manifest';
import { plan } from '@/scripts/illustrations/plan';
import { unquotedPhrases } from '@/scripts/illustrations/quotes';
import { entrySource, listSlugs, normaliseText, ROOT } from '@/scripts/illustrations/sources';
import { hasPhoneRendering, PHONE, renderHtml } from '@/scripts/illustrations/templates';
import type { PlannedImage } from '@/scripts/illustrations/types';

const manifest = JSON.parse(readFileSync(path.join(ROOT, MANIFEST_FILE), 'utf8')) as ManifestEntry[];

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(ROOT, file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const imagesOf = (collection: ManifestEntry['collection'], slug: string) =>
  manifest.filter((m) => m.collection === collection && m.slug === slug);

describe('illustrations manifest', () => {
  it('lists exactly what the plan draws, so a plan edit without a regenerate fails', () => {
    expect(manifest).toEqual(plan.map(manifestEntry));
  });

  it.each(manifest.map((m) => [m.file, m] as const))(
    '%s exists with the stated size and stays small',
    (file, entry) => {
      expect(pngSize(file)).toEqual({ width: entry.width, height: entry.height });
      expect(statSync(path.join(ROOT, file)).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    },
  );

  it('keeps all sources together (with the phone renderings) under the size budget', () => {
    const files = manifest.flatMap((m) => [m.file, ...(m.phone ? [m.phone.file] : [])]);
    const total = files.reduce((sum, file) => sum + statSync(path.join(ROOT, file)).size, 0);
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
  });

  it('gives every case study a cover and at least two gallery images', () => {
    const slugs = listSlugs('case-studies');
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const images = imagesOf('case-studies', slug);
      expect(
        images.filter((m) => m.role === 'cover'),
        slug,
      ).toHaveLength(1);
      expect(images.filter((m) => m.role === 'gallery').length, slug).toBeGreaterThanOrEqual(
        MIN_CASE_STUDY_GALLERY,
      );
    }
  });

  it('gives every portfolio item an image', () => {
    const slugs = listSlugs('portfolio');
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(imagesOf('portfolio', slug).length, slug).toBeGreaterThan(0);
  });

  it(`gives at least ${MIN_POSTS_WITH_COVER} posts a cover`, () => {
    const covered = listSlugs('posts').filter((slug) =>
      imagesOf('posts', slug).some((m) => m.role === 'cover'),
    );
    expect(covered.length).toBeGreaterThanOrEqual(MIN_POSTS_WITH_COVER);
  });

  it('names only entries that exist, with one cover at most each', () => {
    for (const m of manifest) {
      expect(listSlugs(m.collection), m.file).toContain(m.slug);
      expect(imagesOf(m.collection, m.slug).filter((i) => i.role === 'cover').length).toBeLessThanOrEqual(1);
    }
    expect(new Set(manifest.map((m) => m.file)).size).toBe(manifest.length);
  });

  it('describes every image and says what kind of picture it is', () => {
    for (const m of manifest) {
      expect(m.alt.trim(), m.file).not.toBe('');
      expect(m.alt, m.file).not.toBe(m.caption);
      expect(
        CAPTION_PREFIXES.some((prefix) => m.caption.startsWith(prefix)),
        `${m.file}: ${m.caption}`,
      ).toBe(true);
    }
  });
});

describe('illustration honesty check', () => {
  it('finds every phrase of every planned image in its entry', () => {
    const invented = plan.flatMap((image) =>
      unquotedPhrases(image).map((phrase) => `${image.collection}/${image.slug}: ${phrase}`),
    );
    expect(invented).toEqual([]);
  });

  it('reports a phrase the entry never says, and ignores our own framing', () => {
    const slug = listSlugs('case-studies')[0]!;
    const image: PlannedImage = {
      collection: 'case-studies',
      slug,
      name: 'probe',
      role: 'gallery',
      width: 1600,
      height: 1000,
      alt: 'probe',
      caption: 'Diagram: probe',
      art: {
        template: 'diagram',
        frame: 'Framing words of our own',
        diagram: { kind: 'flow', steps: ['tripled revenue in a quarter', 'Contact'] },
      },
    };
    expect(unquotedPhrases(image)).toEqual(['tripled revenue in a quarter']);
  });
});

describe('inline illustrations', () => {
  it('each name the paragraph they follow, in words the entry uses', () => {
    for (const image of plan.filter((i) => i.role === 'inline')) {
      expect(image.inlineAfter, image.name).toBeTruthy();
      const source = normaliseText(entrySource(image.collection, image.slug));
      expect(source).toContain(normaliseText(image.inlineAfter ?? ''));
    }
  });
});

/** The narrowest column a labelled picture shows in on a 390 px phone (a case study's or a post's). */
const PHONE_VIEWPORT = 390;
const columnAt390 = Math.min(
  ...Object.values(LABELLED_SLOTS).map((slot) => slotWidthAt(slot, PHONE_VIEWPORT)),
);
/** The smallest type a visitor must read in a picture, in CSS px as shown. */
const MIN_SHOWN_TEXT = 12;

/** Every font size a document declares, in px; any other unit is reported so the bound stays sound. */
function declaredFontSizes(html: string): { px: number[]; other: string[] } {
  const css = html.replace(/@font-face\{[^}]*\}/g, '');
  const sizes = [...css.matchAll(/font-size:\s*([^;}"]+)/g)].map(([, value = '']) => value.trim());
  return {
    px: sizes.filter((v) => /^\d+(\.\d+)?px$/.test(v)).map((v) => parseFloat(v)),
    other: sizes.filter((v) => !/^\d+(\.\d+)?px$/.test(v) && v !== 'var(--flow-size)'),
  };
}

describe('phone renderings of labelled pictures', () => {
  const labelled = plan.filter((image) => hasPhoneRendering(image.art));

  it('exist for every diagram, mockup and chart, and for no cover art', () => {
    expect(labelled.length).toBeGreaterThan(0);
    for (const image of plan) {
      const entry = manifest.find((m) => m.file.endsWith(`/${image.slug}/${image.name}.png`));
      expect(Boolean(entry?.phone), `${image.slug}/${image.name}`).toBe(hasPhoneRendering(image.art));
    }
  });

  it.each(manifest.flatMap((m) => (m.phone ? [[m.phone.file, m.phone.dark] as const] : [])))(
    '%s is drawn at the phone width, as sharp as the phone, its dark twin the same size',
    (file, dark) => {
      const size = pngSize(file);
      expect(size.width).toBe(PHONE.width * PHONE.scale);
      expect(pngSize(dark)).toEqual(size);
      for (const f of [file, dark])
        expect(statSync(path.join(ROOT, f)).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    },
  );

  it.each(labelled.map((image) => [`${image.slug}/${image.name}`, image] as const))(
    '%s: its smallest text shows at 12 CSS px or more in a 390 px column, in both themes',
    (_, image) => {
      // The page scales the phone rendering from its layout width to the column's width.
      const shownScale = columnAt390 / PHONE.width;
      for (const theme of ['light', 'dark'] as const) {
        const html = renderHtml(image.art, PHONE.width, 0, theme, 'phone');
        const { px, other } = declaredFontSizes(html);
        expect(other).toEqual([]);
        // Text without a size of its own inherits the browser's 16 px.
        const smallest = Math.min(16, ...px);
        expect(smallest * shownScale, `${smallest} px × ${shownScale.toFixed(3)}`).toBeGreaterThanOrEqual(
          MIN_SHOWN_TEXT,
        );
      }
    },
  );

  it('would catch the wide rendering, whose labels shrink below 12 CSS px in that column', () => {
    const image = labelled[0]!;
    const html = renderHtml(image.art, image.width, image.height);
    const smallest = Math.min(...declaredFontSizes(html).px);
    expect(smallest * (columnAt390 / image.width)).toBeLessThan(MIN_SHOWN_TEXT);
  });
});
