import { describe, expect, it } from 'vitest';

import { headingId, parseMarkdown } from '@/lib/content/markdown-parse';
import { scaffold } from '@/lib/content/scaffold';
import { nearestPaths } from '@/lib/content/suggest';
import {
  brokenLink,
  checkReferences,
  ContentError,
  type ContentIssue,
  formatProblems,
} from '@/lib/content/validate';
import { slugify } from '@/lib/text/slugify';
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

describe('a reference to an entry that does not exist', () => {
  const known = new Set(['marketing-analytics-and-data-insights', 'seo-strategies-and-best-practices']);
  const reasonFor = (target: string, names = known) => {
    const issues: ContentIssue[] = [];
    const entry = { file: 'content/posts/a.md', data: { category: target } };
    checkReferences(
      [{ entry, value: entry.data }],
      (post: { category: string }) => [{ field: ['category'], target: post.category }],
      names,
      'the category',
      issues,
    );
    return issues.map((issue) => issue.reason);
  };

  it('names the one it is probably a typo of', () => {
    expect(reasonFor('marketing-analytcs-and-data-insights')).toEqual([
      'names the category "marketing-analytcs-and-data-insights", which does not exist: did you mean "marketing-analytics-and-data-insights"?',
    ]);
  });

  it('lists them all when none is close, and says when there is none', () => {
    expect(reasonFor('video')).toEqual([
      'names the category "video", which does not exist: use one of "marketing-analytics-and-data-insights", "seo-strategies-and-best-practices"',
    ]);
    expect(reasonFor('video', new Set())).toEqual([
      'names the category "video", which does not exist: there is none yet',
    ]);
  });
});

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

describe('messages that end with the fix', () => {
  const routes = new Set(['/about', '/services/search-engine-optimization', '/services/web-design', '/blog']);

  it('an <iframe> says that a video link alone on its line makes the embed', () => {
    const { problems } = parseMarkdown('Intro.\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n');
    expect(problems).toEqual([
      {
        line: 3,
        column: 1,
        message:
          'holds an <iframe>, which is not allowed: to embed a video, put its YouTube or Vimeo link alone on its own line, with a blank line above and below',
      },
    ]);
  });

  it('a javascript: link lists the kinds of link allowed', () => {
    expect(brokenLink('javascript:alert(1)', routes)).toBe(
      'links to "javascript:alert(1)", a kind of link the site does not allow: link to a page of the site (/about), a web address (https://…), an email address (mailto:…) or a phone number (tel:…)',
    );
  });

  it('an unknown site link names the nearest pages that exist', () => {
    expect(brokenLink('/services/seo', routes)).toBe(
      'links to "/services/seo", which is not a page of the site: the nearest are "/services/search-engine-optimization", "/services/web-design", "/blog"',
    );
  });

  it('finds the nearest paths by folder, abbreviation, shared word and spelling', () => {
    const paths = ['/blog/email-tips', '/services/email-marketing', '/services/ppc-advertising', '/about'];
    expect(nearestPaths('/services/ppc', paths, 1)).toEqual(['/services/ppc-advertising']);
    expect(nearestPaths('/services/email', paths, 2)).toEqual([
      '/services/email-marketing',
      '/services/ppc-advertising',
    ]);
    expect(nearestPaths('/abuot', paths, 1)).toEqual(['/about']);
  });
});

describe('the one slugger (file names, heading anchors, filter values)', () => {
  it.each([
    ["An editor's day", 'an-editors-day'],
    ['Firmware & platform security', 'firmware-and-platform-security'],
    ['  IoT, supply chain ', 'iot-supply-chain'],
    ['Déjà vu: what’s next?', 'deja-vu-whats-next'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("names a new entry's file and a heading anchor alike", () => {
    const context = { today: '2026-01-01', author: 'a', category: 'c', nextOrder: 1 };
    expect(scaffold('post', "An editor's day", context).file).toBe('content/posts/an-editors-day.md');
    expect(headingId("An editor's day")).toBe('an-editors-day');
  });
});
