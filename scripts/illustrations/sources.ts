/**
 * Where each entry's own text lives, read as plain text so the illustration plan works the
 * same whether an entry is a TypeScript module or a Markdown file with front matter.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readFrontMatterFile, splitFrontMatter } from '@/lib/content/front-matter';
import { categories } from '@/lib/content/lists';
import { artDirectionSchema } from '@/lib/content/schema';
import { type ArtDirection, MOTIF_PARTNERS } from '@/lib/media/art-direction';

export const ROOT = path.resolve(__dirname, '../..');
const CONTENT = path.join(ROOT, 'content');

/** Work and posts; and the pages, services and local landings whose heroes get a drawing. */
export type Collection = 'case-studies' | 'portfolio' | 'posts' | 'pages' | 'services' | 'landings';

const ENTRY_FILE = /^(?!index\.)([a-z0-9-]+)\.(ts|md|mdx|yaml)$/;

/** Slugs of one collection, read from its folder. */
export function listSlugs(collection: Collection): string[] {
  const slugs = readdirSync(path.join(CONTENT, collection))
    .map((name) => ENTRY_FILE.exec(name)?.[1])
    .filter((slug): slug is string => Boolean(slug));
  return [...new Set(slugs)].sort();
}

/** The raw text an entry was written in. */
export function entrySource(collection: Collection, slug: string): string {
  for (const ext of ['md', 'mdx', 'ts', 'yaml']) {
    const file = path.join(CONTENT, collection, `${slug}.${ext}`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`No source file for ${collection}/${slug}`);
}

/** Lower-cased text with escapes, quote styles and line breaks evened out, for phrase lookups. */
export function normaliseText(text: string): string {
  return text
    .replace(/\\(['"`])/g, '$1')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The front matter fields the covers are drawn from, checked by the same rule as the site. */
export function frontMatterOf(
  collection: Collection,
  slug: string,
): { art: ArtDirection; client: string; title: string } {
  const source = entrySource(collection, slug);
  if (!splitFrontMatter(source)) throw new Error(`content/${collection}/${slug}.md: no front matter`);
  const data = readFrontMatterFile(source) as { art?: unknown; client?: unknown; title?: unknown };
  const art = artDirectionSchema.safeParse(data.art);
  if (!art.success)
    throw new Error(
      `content/${collection}/${slug}.md: art ${art.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return { art: art.data, client: String(data.client), title: String(data.title) };
}

/** A post's covers are drawn in its category's art direction (content/categories.ts). */
export function categoryArtOf(slug: string): ArtDirection {
  const { category } = readFrontMatterFile(entrySource('posts', slug));
  const found = categories.find((c) => c.slug === category);
  if (!found)
    throw new Error(
      `content/posts/${slug}.md: category "${String(category)}" is not in content/categories.ts`,
    );
  return found.art;
}

/**
 * A post's cover look: its category's palette, with the category's motif and its partner
 * (MOTIF_PARTNERS) in turn by date, so two covers of one category never look alike; a new
 * post comes last, so it never changes the covers drawn before it.
 */
export function postArtOf(slug: string): ArtDirection {
  const art = categoryArtOf(slug);
  const dateOf = (post: string) => String(readFrontMatterFile(entrySource('posts', post)).date);
  const siblings = listSlugs('posts')
    .filter((post) => categoryArtOf(post) === art)
    .sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.localeCompare(b));
  return siblings.indexOf(slug) % 2 === 0 ? art : { ...art, motif: MOTIF_PARTNERS[art.motif] };
}
