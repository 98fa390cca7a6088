/**
 * Posts for the scale bench: clones of the site's own posts with new slugs, titles and dates,
 * spread over every category, so the content check passes and every list grows evenly.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { parseDocument } from 'yaml';

import { splitFrontMatter } from '@/lib/content/front-matter';
import type { Post } from '@/lib/content/schema';

/** Meta descriptions may be at most this long (lib/content/schema.ts). */
const DESCRIPTION_MAX = 170;
const DAY_MS = 86_400_000;

/** A generated post and the post whose file it copies. */
export type GeneratedPost = Post & { clonedFrom: string };

/** `count` new posts cloned in turn from `sources`, one day apart, before the oldest source. */
export function generatedPosts(count: number, sources: Post[], categories: string[]): GeneratedPost[] {
  if (sources.length === 0 || categories.length === 0) throw new Error('No posts or categories to clone');
  const oldest = [...sources].map((p) => p.date).sort()[0]!;
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    const number = index + 1;
    const prefix = `Part ${number}: `;
    const date = new Date(Date.parse(`${oldest}T00:00:00Z`) - number * DAY_MS).toISOString().slice(0, 10);
    return {
      ...source,
      clonedFrom: source.slug,
      slug: `${source.slug}-part-${number}`,
      title: `${source.title} (part ${number})`,
      description: `${prefix}${source.description}`.slice(0, DESCRIPTION_MAX),
      date,
      category: categories[index % categories.length]!,
    };
  });
}

/**
 * Writes the posts into a copy of the site as editors write them: each is its source's
 * Markdown file (body, cover and images unchanged, their paths still resolve from the same
 * folder) with the new fields in its front matter. Found by the folder listing, like any post.
 */
export function writePostFiles(siteDir: string, posts: GeneratedPost[]): void {
  const folder = path.join(siteDir, 'content/posts');
  for (const post of posts) {
    const file = path.join(folder, `${post.clonedFrom}.md`);
    const text = readFileSync(file, 'utf8');
    const split = splitFrontMatter(text);
    if (!split) throw new Error(`${file}: no front matter to copy`);
    const frontMatter = parseDocument(split.yaml);
    for (const field of ['slug', 'title', 'description', 'date', 'category'] as const)
      frontMatter.set(field, post[field]);
    writeFileSync(
      path.join(folder, `${post.slug}.md`),
      `---\n${frontMatter.toString({ lineWidth: 0 })}---\n${split.body}`,
    );
  }
}
