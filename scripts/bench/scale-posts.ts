/**
 * Posts for the scale bench: clones of the site's own posts with new slugs, titles and dates,
 * spread over every category, so the content check passes and every list grows evenly.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Post } from '@/lib/content/schema';

/** Meta descriptions may be at most this long (lib/content/schema.ts). */
const DESCRIPTION_MAX = 170;
const DAY_MS = 86_400_000;

/** `count` new posts cloned in turn from `sources`, one day apart, before the oldest source. */
export function generatedPosts(count: number, sources: Post[], categories: string[]): Post[] {
  if (sources.length === 0 || categories.length === 0) throw new Error('No posts or categories to clone');
  const oldest = [...sources].map((p) => p.date).sort()[0]!;
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    const number = index + 1;
    const prefix = `Part ${number}: `;
    const date = new Date(Date.parse(`${oldest}T00:00:00Z`) - number * DAY_MS).toISOString().slice(0, 10);
    return {
      ...source,
      slug: `${source.slug}-part-${number}`,
      title: `${source.title} (part ${number})`,
      description: `${prefix}${source.description}`.slice(0, DESCRIPTION_MAX),
      date,
      category: categories[index % categories.length]!,
    };
  });
}

/**
 * Writes the posts into a copy of the site in the content's own format: today one TypeScript
 * module per post, registered in content/posts/index.ts. The one place that knows the format.
 */
export function writePostFiles(siteDir: string, posts: Post[]): void {
  const folder = path.join(siteDir, 'content/posts');
  const registry = path.join(folder, 'index.ts');
  const names = posts.map((_, index) => `generatedPost${index + 1}`);
  posts.forEach((post, index) =>
    writeFileSync(
      path.join(folder, `${post.slug}.ts`),
      `import type { Post } from '@/lib/content/schema';\n\nconst ${names[index]}: Post = ${JSON.stringify(post, null, 2)};\n\nexport default ${names[index]};\n`,
    ),
  );
  const source = readFileSync(registry, 'utf8');
  const imports = posts.map((post, index) => `import ${names[index]} from './${post.slug}';`).join('\n');
  const entries = posts.map((post, index) => `  '${post.slug}': ${names[index]},`).join('\n');
  const registered = source.replace(/export default \{\n/, (opening) => `${opening}${entries}\n`);
  if (registered === source) throw new Error(`${registry}: no "export default {" to add the posts to`);
  writeFileSync(registry, `${imports}\n${registered}`);
}
