import { rmSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { formatIssue } from '@/lib/content/validate';
import { diagramsShown } from '@/lib/ebook/guide';
import { GUIDE_FOLDER, GUIDE_META_FILE, loadGuide } from '@/lib/ebook/server/load';

import { FIXTURE_CHAPTERS, FIXTURE_META, FIXTURE_ROUTES, writeGuide } from '../fixtures/ebook';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Loads the guide from chapter files as given, with the fixture's (or the given) metadata. */
function load(chapters: Record<string, string> = FIXTURE_CHAPTERS, meta: unknown = FIXTURE_META) {
  const root = writeGuide(chapters);
  roots.push(root);
  return loadGuide(FIXTURE_ROUTES, root, meta);
}
const check = (chapters: Record<string, string>, meta?: unknown) =>
  load(chapters, meta).issues.map(formatIssue);

const names = Object.keys(FIXTURE_CHAPTERS);
const [FIRST, SECOND] = names as [string, string];
const fileOf = (name: string) => `${GUIDE_FOLDER}/${name}`;
/** The 1-based line of the first line of `name` holding `text`. */
const lineOf = (name: string, text: string) =>
  FIXTURE_CHAPTERS[name]!.split('\n').findIndex((line) => line.includes(text)) + 1;

/** Where the body field starts: the line after the front matter's closing ---. */
const bodyLine = (name: string) =>
  FIXTURE_CHAPTERS[name]!.split('\n').findIndex((line, index) => index > 0 && line === '---') + 2;

/** The fixture with one chapter's text changed. */
function replaceIn(name: string, from: string | RegExp, to: string): Record<string, string> {
  const text = FIXTURE_CHAPTERS[name]!;
  expect(text).toMatch(from);
  return { ...FIXTURE_CHAPTERS, [name]: text.replace(from, to) };
}

describe('a guide read by the content loader', () => {
  const { guide, issues } = load();

  it('passes the check, its chapters in file order, numbered from 1', () => {
    expect(issues.map(formatIssue)).toEqual([]);
    expect(guide!.chapters.map((c) => c.file)).toEqual(names.map(fileOf));
    expect(guide!.chapters.map((c) => c.order)).toEqual(names.map((_, i) => i + 1));
    expect(guide!.meta).toEqual(FIXTURE_META);
  });

  it('lists the diagrams in the order the chapters show them, with their captions', () => {
    const written = Object.values(FIXTURE_CHAPTERS).flatMap((text) =>
      [...text.matchAll(/!\[([^\]]+)\]\(diagram:([^)]+)\)/g)].map(([, caption, name]) => ({ name, caption })),
    );
    expect(written.length).toBeGreaterThan(1);
    expect(diagramsShown(guide!)).toEqual(written);
  });

  it('reads files saved with Windows line endings and a byte-order mark as the same guide', () => {
    const windows = Object.fromEntries(
      Object.entries(FIXTURE_CHAPTERS).map(([name, text]) => [name, `\uFEFF${text.replace(/\n/g, '\r\n')}`]),
    );
    const read = load(windows);
    expect(read.issues.map(formatIssue)).toEqual([]);
    expect(read.guide!.chapters.map((c) => [c.title, c.order, c.summary])).toEqual(
      guide!.chapters.map((c) => [c.title, c.order, c.summary]),
    );
  });
});

describe('the guide check names file, line, column and the fix', () => {
  it('names a missing chapter', () => {
    const rest = Object.fromEntries(Object.entries(FIXTURE_CHAPTERS).filter(([name]) => name !== FIRST));
    expect(check(rest)).toEqual([
      `${GUIDE_FOLDER}: field "(chapters)" chapter 1 is missing: orders must run from 1 to ${names.length}`,
    ]);
  });

  it('names a file without front matter, and a file name that gives no order', () => {
    const bare = { ...FIXTURE_CHAPTERS, [FIRST]: FIXTURE_CHAPTERS[FIRST]!.replace(/^---[\s\S]*?---\n/, '') };
    expect(check(bare)).toEqual([
      `${fileOf(FIRST)}:1:1: field "(front matter)" must start with front matter between --- lines`,
    ]);
    const renamed = { ...FIXTURE_CHAPTERS, 'extra.md': FIXTURE_CHAPTERS[SECOND]! };
    expect(check(renamed)).toEqual([
      `${fileOf('extra.md')}:1:1: field "(file name)" must be NN-slug.md, NN being the order: rename it, e.g. 08-next-steps.md`,
    ]);
  });

  it('names a broken site link on its line and column', () => {
    const line = lineOf(FIRST, '](/blog/a-post)');
    const column = FIXTURE_CHAPTERS[FIRST]!.split('\n')[line - 1]!.indexOf('[site link]') + 1;
    expect(check(replaceIn(FIRST, '](/blog/a-post)', '](/blog/no-such-post)'))).toEqual([
      `${fileOf(FIRST)}:${line}:${column}: field "body" links to "/blog/no-such-post", which is not a page of the site: the nearest are "/blog/a-post", "/contact"`,
    ]);
  });

  it('names an unknown diagram on its line, and a missing front matter field', () => {
    const line = lineOf(FIRST, '(diagram:');
    expect(check(replaceIn(FIRST, /\(diagram:[^)]+\)/, '(diagram:nothing-here)'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${fileOf(FIRST)}:${line}:1: field "body" shows the diagram "nothing-here", which does not exist: use one of `,
        ),
      ),
    ]);
    expect(check(replaceIn(FIRST, /^summary:.*\n/m, ''))).toEqual([
      `${fileOf(FIRST)}:4:1: field "summary" is missing: add "summary: …" at the end of the front matter, before its closing ---`,
    ]);
  });

  it('names an order that disagrees with the file name, on its line', () => {
    const line = lineOf(SECOND, 'order: 2');
    expect(check(replaceIn(SECOND, 'order: 2', 'order: 3'))).toContain(
      `${fileOf(SECOND)}:${line}:8: field "order" is 3 but the file name starts with 02: they must match`,
    );
  });

  it('refuses Markdown the ebook cannot render, and a heading below ###', () => {
    const withCode = replaceIn(SECOND, '### A smaller heading', '#### A smaller heading\n\n```\ncode\n```');
    const body = `${fileOf(SECOND)}:${bodyLine(SECOND)}:1: field "body"`;
    expect(check(withCode)).toEqual([
      `${body} uses code, which the ebook cannot render: write paragraphs, lists, ## and ### headings, bold, italics, links and diagrams`,
      `${body} has a heading of level other than ## or ###: the title is the chapter heading`,
    ]);
  });

  it('requires a checklist and the metadata fields', () => {
    const body = `${fileOf(FIRST)}:${bodyLine(FIRST)}:1: field "body"`;
    expect(check(replaceIn(FIRST, '## Checklist', '## Next steps'))).toEqual([
      `${body} must have a "## Checklist" section with a list`,
    ]);
    expect(check(FIXTURE_CHAPTERS, { ...FIXTURE_META, file: 'Guide.PDF' })).toEqual([
      expect.stringMatching(
        new RegExp(`^${GUIDE_META_FILE}:\\d+:\\d+: field "file" must be a file name like my-guide.pdf$`),
      ),
    ]);
    expect(check(FIXTURE_CHAPTERS, { ...FIXTURE_META, title: undefined })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${GUIDE_META_FILE}:\\d+:\\d+: field "title" is missing: add "title: …" above "subtitle:"$`,
        ),
      ),
    ]);
  });
});
