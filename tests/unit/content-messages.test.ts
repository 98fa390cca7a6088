import { describe, expect, it } from 'vitest';

import { ContentError, type ContentIssue, formatProblems } from '@/lib/content/validate';
import { failureReport } from '@/scripts/command';

const category: ContentIssue = {
  file: 'content/posts/a.md',
  field: 'category',
  reason: 'names the category "seo-tips", which does not exist: use one of "seo"',
  line: 8,
  column: 11,
};
const title: ContentIssue = {
  file: 'content/posts/b.md',
  field: 'title',
  reason: 'is missing',
  line: 3,
  column: 1,
};

describe('a failed check as the editor reads it', () => {
  it('is the list of problems, one a line, then one summary line', () => {
    expect(formatProblems([category, title]).split('\n')).toEqual([
      'content/posts/a.md:8:11: field "category" names the category "seo-tips", which does not exist: use one of "seo"',
      'content/posts/b.md:3:1: field "title" is missing',
      '',
      'Content check failed: 2 problems in 2 files. Fix each at the place it names.',
    ]);
    expect(formatProblems([category]).split('\n').at(-1)).toBe(
      'Content check failed: 1 problem in 1 file. Fix each at the place it names.',
    );
  });

  it('prints a content failure without a stack, and a bug with its stack, labelled', () => {
    expect(failureReport(new ContentError([category]))).toBe(formatProblems([category]));
    const bug = new TypeError('x is undefined');
    const report = failureReport(bug);
    expect(report.split('\n')[0]).toBe(
      "Unexpected error (a bug in the site's code, not in the content), with its stack:",
    );
    expect(report).toContain(bug.stack!);
  });
});
