import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { listCategories, listPosts, readContentSource } from '@/lib/content/server';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { generatedPosts, writePostFiles } from '@/scripts/bench/scale-posts';

const root = mkdtempSync(path.join(tmpdir(), 'scale-posts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const withoutRendered = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (key, inner: unknown) => (key === 'rendered' ? undefined : inner)),
  ) as unknown;

describe('the scale bench posts', () => {
  it('are Markdown files the content loader finds and the check passes', () => {
    cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
    const sources = listPosts();
    const posts = generatedPosts(
      sources.length + 2,
      sources,
      listCategories().map((c) => c.slug),
    );
    writePostFiles(root, posts);

    const { content, issues } = checkContent(readContentSource(root));
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
