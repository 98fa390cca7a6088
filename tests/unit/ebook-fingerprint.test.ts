import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ebookFingerprint } from '@/lib/ebook/server/fingerprint';
import { FONT_FILES } from '@/lib/ebook/server/fonts';
import { loadGuide } from '@/lib/ebook/server/load';

import { FIXTURE_META, FIXTURE_ROUTES, writeGuide } from '../fixtures/ebook';

const guideRoot = writeGuide();
const guide = loadGuide(FIXTURE_ROUTES, guideRoot, FIXTURE_META).guide!;
const SITE = 'https://www.example.com';

/** A copy of just the files the fingerprint reads, so one of them can be edited. */
function copyOfInputs(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ebook-fingerprint-'));
  const files = [
    'lib/ebook',
    'scripts/ebook.ts',
    'node_modules/pdfkit/package.json',
    'node_modules/opentype.js/package.json',
    ...Object.values(FONT_FILES).map((file) => `node_modules/${file}`),
  ];
  for (const file of files) cpSync(file, path.join(root, file), { recursive: true });
  return root;
}
const root = copyOfInputs();
/** The copy the edit test changes: its own, so the other tests see untouched inputs in any order. */
const editable = copyOfInputs();
afterAll(() => {
  for (const folder of [root, editable, guideRoot]) rmSync(folder, { recursive: true, force: true });
});

describe('the ebook fingerprint (a build redraws the guide only when it changes)', () => {
  const before = ebookFingerprint(guide, SITE, root);

  it('is the same for the same inputs, and the copy matches the project', () => {
    expect(ebookFingerprint(guide, SITE, root)).toBe(before);
    expect(ebookFingerprint(guide, SITE)).toBe(before);
  });

  it('changes with a chapter’s text', () => {
    const [first, ...rest] = guide.chapters;
    const edited = { ...guide, chapters: [{ ...first!, title: `${first!.title} (revised)` }, ...rest] };
    expect(ebookFingerprint(edited, SITE, root)).not.toBe(before);
  });

  it('changes with the site address printed in its links', () => {
    expect(ebookFingerprint(guide, 'https://staging.example.com', root)).not.toBe(before);
  });

  it('changes with the layout code, the writer script, a font and a library version', () => {
    for (const file of [
      'lib/ebook/server/pdf.ts',
      'scripts/ebook.ts',
      `node_modules/${FONT_FILES.body}`,
      'node_modules/pdfkit/package.json',
    ]) {
      const current = ebookFingerprint(guide, SITE, editable);
      appendFileSync(path.join(editable, file), ' ');
      expect(ebookFingerprint(guide, SITE, editable), file).not.toBe(current);
    }
  });
});
