import { describe, expect, it, vi } from 'vitest';

import {
  allRoutes,
  getPost,
  listPosts,
  listServices,
  relatedPosts,
  summarizePost,
} from '@/lib/content/server';
import { checkContent, ContentError, formatIssue } from '@/lib/content/validate';
import { servicePath, STATIC_ROUTES } from '@/lib/routes';
import { emptyContentSource } from '@/tests/fixtures/content-source';

import { brokenSource } from '../fixtures/broken-content';

// The loader reads the small site instead of content/: npm run content:check checks the real one.
vi.mock('@/lib/content/server/source', async (original) => ({
  ...(await original<typeof import('@/lib/content/server/source')>()),
  readContentSource: (await import('../fixtures/site-content')).siteSource,
}));

describe("the loader's queries", () => {
  it('lists posts newest first', () => {
    const dates = listPosts().map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('relates posts of the same category first and never the post itself', () => {
    const post = listPosts()[0]!;
    const related = relatedPosts(post);
    expect(related).not.toContainEqual(post);
    expect(related[0]?.category).toBe(post.category);
  });

  it('summaries carry everything a list needs but the body', () => {
    const summary = summarizePost(getPost(listPosts()[0]!.slug));
    expect(summary).not.toHaveProperty('body');
    expect(summary.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(summary.categoryName).toBeTruthy();
  });

  it('gives every service a page route', () => {
    const routes = allRoutes();
    for (const service of listServices()) expect(routes).toContain(servicePath(service.slug));
  });
});

describe('the real content files', () => {
  it('name every fixed page of the site exactly once', async () => {
    const { readContentSource } = await vi.importActual<typeof import('@/lib/content/server/source')>(
      '@/lib/content/server/source',
    );
    expect(
      readContentSource()
        .pages.map((entry) => (entry.data as { path: string }).path)
        .sort(),
    ).toEqual([...STATIC_ROUTES].sort());
  });
});

describe('a broken content fixture', () => {
  const { issues } = checkContent(brokenSource);
  const messages = issues.map(formatIssue);

  it.each([
    [
      'a missing field',
      'content/posts/bad-post.ts: field "excerpt" is missing: add "excerpt: …" at the end of its fields',
    ],
    ['a wrong field', 'content/posts/bad-post.ts: field "date" must be a date written YYYY-MM-DD'],
    [
      'an unknown category',
      'content/posts/lost-post.ts: field "category" names the category "no-such-category", which does not exist: there is none yet',
    ],
    [
      'a duplicate slug',
      'content/services/copy.yaml: field "slug" duplicates "seo", already used in content/services/seo.yaml: choose another',
    ],
    [
      'a link to a missing page',
      'content/posts/lost-post.ts: field "body" links to "/services/nowhere", which is not a page of the site: the nearest are "/services/seo", "/blog/lost-post", "/blog/bad-post"',
    ],
    [
      'a missing related case study',
      'content/services/seo.yaml: field "relatedCaseStudies[0]" names the case study "ghost", which does not exist: there is none yet',
    ],
  ])('reports %s with file, field and reason', (_what, message) => {
    expect(messages).toContain(message);
  });

  it('is what the build throws on', () => {
    expect(() => {
      throw new ContentError(issues);
    }).toThrow(/content\/posts\/bad-post\.ts: field "excerpt" is missing/);
  });

  it('finds no problem in an empty source', () => {
    expect(checkContent(emptyContentSource()).issues).toEqual([]);
  });

  it("lists an entry's problems in its schema's field order, the loader's Markdown problems among them", () => {
    const [post] = brokenSource.posts;
    const data = {
      ...(post!.data as object),
      date: '1 May',
      body: '<div>raw</div>',
      draft: 'yes',
      colour: 'red',
    };
    const { issues: found } = checkContent({ ...brokenSource, posts: [{ ...post!, data }] });
    const fields = found.filter((issue) => issue.file === post!.file).map((issue) => issue.field);
    expect(fields).toEqual(['date', 'body', 'draft', 'colour']);
  });
});
