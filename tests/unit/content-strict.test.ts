/**
 * Every refusal an editor can meet, with its exact text and place, on small files written to
 * a temporary folder (the categories and authors are the real modules the loader imports).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { CONTACT_FILE } from '@/lib/content/contact-facts';
import { authors, categories } from '@/lib/content/lists';
import { postSchema } from '@/lib/content/schema';
import { readContentSource } from '@/lib/content/server';
import { MAX_LISTED, suggestionFor, valuesList } from '@/lib/content/suggest';
import { checkContent, formatIssue } from '@/lib/content/validate';

const FOLDERS = ['posts', 'case-studies', 'portfolio', 'pages', 'services', 'landings'];
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A content folder holding only `files` (path under content/ → text). */
function contentWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-strict-'));
  roots.push(root);
  for (const folder of FOLDERS) mkdirSync(path.join(root, 'content', folder), { recursive: true });
  // The email and city every site states: the real file, so no test invents them.
  copyFileSync(CONTACT_FILE, path.join(root, CONTACT_FILE));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, 'content', file), text);
  return root;
}

const category = categories[0]!.slug;
const author = authors[0]!.id;

/** A post that passes, with `extra` front-matter lines added after the first seven. */
const post = (slug: string, extra: string[] = [], replace: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    slug,
    title: 'A post',
    excerpt: 'What it says.',
    description: 'A description long enough for search results, written for the fixture post.',
    author,
    date: '2026-03-02',
    category,
    ...replace,
  };
  return [
    '---',
    ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    ...extra,
    '---',
    '',
    'The body.',
    '',
  ].join('\n');
};

/** The refusals of the fixture's files (the real menus link to pages a fixture lacks). */
const messagesFor = (files: Record<string, string>) =>
  checkContent(readContentSource(contentWith(files)))
    .issues.map(formatIssue)
    .filter((message) => !message.startsWith('content/navigation.ts'));

describe('unknown fields', () => {
  it('are refused with the field they resemble', () => {
    expect(messagesFor({ 'posts/typo.md': post('typo', ['covr:', '  src: a.png', '  alt: A']) })).toEqual([
      'content/posts/typo.md:9:1: field "covr" is not known: did you mean "cover"?',
    ]);
  });

  it('are refused with the fields there are when none is close', () => {
    const known = Object.keys(postSchema.shape);
    expect(messagesFor({ 'posts/tags.md': post('tags', ['tags: [seo]']) })).toEqual([
      `content/posts/tags.md:9:1: field "tags" is not known: the fields here are ${valuesList(known)}`,
    ]);
  });

  it('are refused inside nested fields too', () => {
    expect(
      messagesFor({
        'posts/nested.md': post('nested', ['cover:', '  src: a.png', '  alt: A', '  captoin: B']),
      }),
    ).toEqual(['content/posts/nested.md:12:3: field "cover.captoin" is not known: did you mean "caption"?']);
  });
});

describe('dates', () => {
  it.each(['2026-11-31', '2026-13-45', '2026-02-29'])('refuses %s, a date the calendar lacks', (date) => {
    expect(messagesFor({ 'posts/day.md': post('day', [], { date }) })).toEqual([
      `content/posts/day.md:7:7: field "date" is "${date}", which is not a day of the calendar`,
    ]);
  });

  it('refuses a date in another shape, once', () => {
    expect(messagesFor({ 'posts/day.md': post('day', [], { date: '1 May 2026' }) })).toEqual([
      'content/posts/day.md:7:7: field "date" must be a date written YYYY-MM-DD',
    ]);
  });

  it('accepts the 29th of February in a leap year', () => {
    expect(messagesFor({ 'posts/leap.md': post('leap', [], { date: '2028-02-29' }) })).toEqual([]);
  });
});

describe('references', () => {
  it('name the place and the categories there are', () => {
    const slugs = categories.map((c) => c.slug).sort();
    expect(messagesFor({ 'posts/lost.md': post('lost', [], { category: 'seo-tips' }) })).toEqual([
      `content/posts/lost.md:8:11: field "category" names the category "seo-tips", which does not exist: use one of ${valuesList(slugs)}`,
    ]);
  });

  it('name the place and the authors there are', () => {
    const ids = authors.map((a) => a.id).sort();
    expect(messagesFor({ 'posts/who.md': post('who', [], { author: 'nobody' }) })).toEqual([
      `content/posts/who.md:6:9: field "author" names the author "nobody", which does not exist: use one of ${valuesList(ids)}`,
    ]);
  });

  it('name the place of a duplicate and the file that has it first', () => {
    expect(
      messagesFor({ 'posts/first.md': post('first'), 'posts/second.md': post('first') }).filter((m) =>
        m.includes('duplicates'),
      ),
    ).toEqual([
      'content/posts/second.md:2:7: field "slug" duplicates "first", already used in content/posts/first.md: choose another',
    ]);
  });

  it('name the place of a slug that differs from the file name', () => {
    expect(messagesFor({ 'posts/named.md': post('other-name') })).toEqual([
      'content/posts/named.md:2:7: field "slug" is "other-name" but the file is named "named": they must match',
    ]);
  });

  it('list at most ten values, then an ellipsis', () => {
    const many = Array.from({ length: MAX_LISTED + 2 }, (_, i) => `v${i}`);
    expect(valuesList(many)).toBe(
      `${many
        .slice(0, MAX_LISTED)
        .map((v) => `"${v}"`)
        .join(', ')}, …`,
    );
    expect(valuesList(['a', 'b'])).toBe('"a", "b"');
  });

  it('suggest only a close name', () => {
    expect(suggestionFor('covr', ['cover', 'category'])).toBe('cover');
    expect(suggestionFor('tags', ['cover', 'category'])).toBeUndefined();
  });
});

describe('files', () => {
  it('accept a byte-order mark before the front matter', () => {
    expect(messagesFor({ 'posts/bom.md': `\uFEFF${post('bom')}` })).toEqual([]);
  });

  it.each([
    ['posts/old.markdown', 'content/posts holds .md files only: rename it to old.md'],
    ['services/seo.yml', 'content/services holds .yaml files only: rename it to seo.yaml'],
    ['posts/notes.txt', 'content/posts holds .md files only: rename it to notes.md'],
  ])('refuse %s, naming the expected extension', (file, fix) => {
    expect(messagesFor({ [file]: 'anything' })).toEqual([
      `content/${file}:1:1: field "(file name)" is not read: ${fix}`,
    ]);
  });

  it('ignore editors’ backups and hidden files', () => {
    expect(messagesFor({ 'posts/.typo.md.swp': 'x', 'posts/typo.md~': 'x' })).toEqual([]);
  });
});
