/*
 * Each Markdown text is parsed once into the one tree every consumer reads: the page, the
 * search record, the table of contents, the reading time, the checks, the ebook's PDF and
 * page. The parser's entry point is counted; a consumer that parsed again would add a call.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as markdownParser from 'mdast-util-from-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import Markdown from '@/components/ui/Markdown';
import { plainText, readingMinutes } from '@/lib/content/markdown';
import { readMarkdownEntry } from '@/lib/content/server/files';
import { tableOfContents } from '@/lib/content/toc';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { diagramsShown } from '@/lib/ebook/guide';
import { loadGuide } from '@/lib/ebook/server/load';
import { postPath } from '@/lib/routes';
import { buildSearchRecords } from '@/lib/search/server/records';

import { emptyContentSource } from '../fixtures/content-source';
import { FIXTURE_CHAPTERS, FIXTURE_META, FIXTURE_ROUTES, writeGuide } from '../fixtures/ebook';

vi.mock('mdast-util-from-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('mdast-util-from-markdown')>();
  return { ...actual, fromMarkdown: vi.fn(actual.fromMarkdown) };
});
const parses = vi.mocked(markdownParser.fromMarkdown);

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
beforeEach(() => parses.mockClear());

const category = {
  slug: 'guides',
  name: 'Guides',
  description: 'A category description long enough for the rule on meta descriptions.',
  art: { palette: 'orchard', motif: 'botanical' },
};
const author = { id: 'team', name: 'The Team', role: 'Writers' };

/** A post whose body opens with `opening`: each test writes its own, as the memo keeps what a test parsed. */
function postSource(opening: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'markdown-once-'));
  roots.push(root);
  mkdirSync(path.join(root, 'content/posts'), { recursive: true });
  const file = 'content/posts/once.md';
  writeFileSync(
    path.join(root, file),
    `---
slug: once
title: Parsed once
excerpt: One tree for every reader.
description: A post written for the test that counts how often its body is parsed.
author: ${author.id}
date: 2026-01-05
category: ${category.slug}
---

${opening}

## First part

A [link to itself](${postPath('once')}).

## Second part

More words.
`,
  );
  const { entry, issues } = readMarkdownEntry(root, file);
  expect(issues).toEqual([]);
  return {
    ...emptyContentSource(),
    posts: [entry!],
    categories: [{ file: 'content/categories.ts', data: category }],
    authors: [{ file: 'content/authors.ts', data: author }],
  };
}

describe('a post body is parsed once', () => {
  it('for the check, the page, the search record, the table of contents and the reading time', () => {
    const { content, issues } = checkContent(postSource('Written for the page.'));
    expect(issues.map(formatIssue)).toEqual([]);
    expect(parses).toHaveBeenCalledTimes(1);

    const [post] = content.posts;
    const page = renderToStaticMarkup(<Markdown doc={post!.body} />);
    const [record] = buildSearchRecords({ ...content, posts: [post!] }).filter(
      (r) => r.title === post!.title,
    );
    const toc = tableOfContents(post!.body);
    expect(page).toContain('First part');
    expect(record!.body).toContain('More words.');
    expect(toc.map((entry) => entry.text)).toEqual(['First part', 'Second part']);
    expect(readingMinutes(post!.body)).toBeGreaterThan(0);
    expect(plainText(post!.body)).toContain('Written for the page.');
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('and not again when another process step reads the same text', () => {
    const source = postSource('Written for two steps.');
    checkContent(source);
    expect(parses).toHaveBeenCalledTimes(1);
    checkContent(source);
    expect(parses).toHaveBeenCalledTimes(1);
  });
});

describe('an ebook chapter is parsed once', () => {
  it('its summary and body, however often the guide is loaded (the check, the page and the PDF build each load it)', () => {
    const root = writeGuide(FIXTURE_CHAPTERS);
    roots.push(root);
    const { guide, issues } = loadGuide(FIXTURE_ROUTES, root, FIXTURE_META);
    expect(issues.map(formatIssue)).toEqual([]);
    const markdownFields = guide!.chapters.length * 2;
    expect(parses).toHaveBeenCalledTimes(markdownFields);
    // The content check, the page and the PDF build each load the guide.
    loadGuide(FIXTURE_ROUTES, root, FIXTURE_META);
    diagramsShown(guide!);
    expect(parses).toHaveBeenCalledTimes(markdownFields);
  });
});
