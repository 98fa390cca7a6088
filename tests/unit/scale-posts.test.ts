import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { authors, categories } from '@/lib/content/lists';
import { readContentSource } from '@/lib/content/server';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { generatedPosts, writePostFiles } from '@/scripts/bench/scale-posts';

const root = mkdtempSync(path.join(tmpdir(), 'scale-posts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two posts to clone, in a site of their own: the bench clones the real ones the same way. */
function writeSourcePosts() {
  for (const folder of ['posts', 'case-studies', 'portfolio', 'pages', 'services', 'landings'])
    mkdirSync(path.join(root, 'content', folder), { recursive: true });
  for (const [index, slug] of ['first-source', 'second-source'].entries())
    writeFileSync(
      path.join(root, 'content/posts', `${slug}.md`),
      [
        '---',
        `slug: ${slug}`,
        `title: Source post ${index + 1}`,
        'excerpt: What the post is about.',
        'description: A description that is long enough to pass the meta description rule easily.',
        `author: ${authors[0]!.id}`,
        `date: 2026-0${index + 1}-01`,
        `category: ${categories[index % categories.length]!.slug}`,
        '---',
        '',
        `Body of source post ${index + 1}.\n\n## A part\n\nMore **words**.`,
      ].join('\n'),
    );
}

/** The posts' own problems: the real menus link to pages this small site does not have. */
const postIssues = () => {
  const { content, issues } = checkContent(readContentSource(root));
  return { content, issues: issues.filter((issue) => issue.file.startsWith('content/posts/')) };
};

const withoutRendered = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (key, inner: unknown) => (key === 'rendered' ? undefined : inner)),
  ) as unknown;

describe('the scale bench posts', () => {
  it('are Markdown files the content loader finds and the check passes', () => {
    writeSourcePosts();
    const sources = postIssues().content.posts;
    expect(sources).toHaveLength(2);
    const posts = generatedPosts(
      sources.length + 2,
      sources,
      categories.map((c) => c.slug),
    );
    writePostFiles(root, posts);

    const { content, issues } = postIssues();
    expect(issues.map(formatIssue)).toEqual([]);
    const loaded = new Map(content.posts.map((post) => [post.slug, post]));
    for (const post of posts) {
      const found = loaded.get(post.slug);
      expect(found, post.slug).toBeDefined();
      for (const field of ['slug', 'title', 'description', 'date', 'category', 'excerpt'] as const)
        expect(found?.[field], `${post.slug} ${field}`).toEqual(post[field]);
      // Images' rendered sizes are not in the copy (npm run media writes them at build).
      expect(withoutRendered(found?.body), `${post.slug} body`).toEqual(withoutRendered(post.body));
    }
  });
});
