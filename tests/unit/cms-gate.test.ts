import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadContent } from '@/lib/content/server';
import { currentProblems, problemsAdded } from '@/lib/content/server/cms-gate';

const root = process.cwd();
const post = loadContent().posts[0]!;
const file = `content/posts/${post.slug}.md`;
const original = readFileSync(path.join(root, file), 'utf8');
const before = currentProblems(root);

describe('the web editor gate (the content check on a save, in local mode)', () => {
  it('lets an unchanged entry through', () => {
    expect(before).toEqual([]);
    expect(problemsAdded(root, [{ path: file, content: original }], before)).toEqual([]);
  });

  // One problem per save: a body the parser refuses stops the entry's other checks, as in the build.
  it.each([
    [
      'an image without alt text',
      (text: string) => `${text}\n![](../media/posts/x.png)\n`,
      /field "body" has an image without alt text: write what it shows/,
    ],
    [
      'an unknown category',
      (text: string) => text.replace(/^category: .*$/m, 'category: no-such-category'),
      /field "category" names the category "no-such-category", which does not exist: use one of "/,
    ],
    [
      'raw HTML',
      (text: string) => `${text}\n<b>bold</b>\n`,
      /field "body" raw HTML is not allowed: write Markdown/,
    ],
  ])('refuses %s in the check words, naming the file and line', (_, edit, words) => {
    const problems = problemsAdded(root, [{ path: file, content: edit(original) }], before);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(words)]));
    expect(problems.every((problem) => problem.startsWith(`${file}:`))).toBe(true);
    // The repository's own file is untouched: the check ran on a copy.
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(original);
  });

  it('refuses a file outside content/', () => {
    expect(problemsAdded(root, [{ path: '../outside.md', content: 'x' }], before)).toEqual([
      '../outside.md: the editor may only write under content/',
    ]);
  });
});
