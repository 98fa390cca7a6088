import { rmSync } from 'node:fs';

import { extractLinks, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plainText } from '@/lib/content/markdown';
import type { Guide } from '@/lib/ebook/guide';
import { fontPath } from '@/lib/ebook/server/fonts';
import { loadGuide } from '@/lib/ebook/server/load';
import { buildGuidePdf, type BuiltPdf } from '@/lib/ebook/server/pdf';

import { FIXTURE_META, FIXTURE_ROUTES, OUTSIDE_LINK, writeGuide } from '../fixtures/ebook';

const SITE = 'https://example.test';
const root = writeGuide();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const guide: Guide = loadGuide(FIXTURE_ROUTES, root, FIXTURE_META).guide!;
let pdf: BuiltPdf;
let pageTexts: string[];
let links: string[];
let meta: Awaited<ReturnType<typeof getMeta>>;

// pdf.js reads the same bytes a reader's viewer would.
beforeAll(async () => {
  pdf = await buildGuidePdf(guide, {
    fonts: {
      display: fontPath('display'),
      body: fontPath('body'),
      bodyBold: fontPath('bodyBold'),
      italic: fontPath('italic'),
    },
    siteUrl: SITE,
  });
  const document = await getDocumentProxy(new Uint8Array(pdf.bytes));
  pageTexts = (await extractText(document, { mergePages: false })).text;
  links = (await extractLinks(document)).links;
  meta = await getMeta(document);
});

const sourceChars = guide.chapters.reduce((sum, c) => sum + JSON.stringify(c.body).length, 0);
/** Text without spaces or line breaks: a title wrapped over two lines still matches. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('the ebook PDF', () => {
  it('has a cover, contents and a sane number of pages for its length', () => {
    expect(pageTexts.length).toBe(pdf.pages);
    expect(pdf.pages).toBeGreaterThanOrEqual(2 + guide.chapters.length);
    // Generous upper bound: more than one page per 2,000 characters of source means a layout runaway.
    expect(pdf.pages).toBeLessThan(2 + guide.chapters.length + sourceChars / 2_000);
    expect(pdf.bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('carries the title, author and language', () => {
    expect(meta.info.Title).toBe(guide.meta.title);
    expect(meta.info.Author).toBe(guide.meta.author);
    expect(pdf.bytes.toString('latin1')).toContain(`/Lang (${guide.meta.language})`);
    expect(pdf.bytes.toString('latin1')).toContain('/MarkInfo');
  });

  it('starts each chapter on the page the contents name, with its heading', () => {
    const contents = squeezed(pageTexts[1]!);
    for (const chapter of guide.chapters) {
      const page = pdf.chapterPages[chapter.slug]!;
      expect(contents).toContain(squeezed(`${chapter.order}. ${chapter.title} ${page}`));
      expect(squeezed(pageTexts[page - 1]!)).toContain(squeezed(`CHAPTER ${chapter.order} ${chapter.title}`));
    }
  });

  it('numbers every page after the cover in the footer', () => {
    pageTexts.slice(1).forEach((text, index) => expect(text).toContain(`Page ${index + 2}`));
  });

  it('links site paths to the site and keeps outside links', () => {
    for (const route of FIXTURE_ROUTES) expect(links).toContain(`${SITE}${route}`);
    expect(links).toContain(OUTSIDE_LINK);
  });

  it('prints the summaries and the checklists as text', () => {
    const text = squeezed(pageTexts.join(' '));
    for (const chapter of guide.chapters) expect(text).toContain(squeezed(plainText(chapter.summary)));
    expect(text).toContain(squeezed('Plan the next step.'));
  });
});
