/**
 * Which source images only unpublished entries (drafts, scheduled posts) use: a production
 * build renders none of them, so a draft's pictures are not served before the draft is.
 */
import { parse } from 'yaml';

import { unpublished } from '@/lib/content/dates';
import { readFrontMatterFile } from '@/lib/content/front-matter';

import { sourceKey } from './plan';

/** A relative image path as content files write them (front matter or Markdown). */
const IMAGE_REFERENCE = /[\w./-]+\.(?:png|jpe?g|webp|avif|gif)\b/gi;

export interface ContentText {
  /** From the project root, e.g. `content/posts/my-post.md`. */
  path: string;
  text: string;
}

/** One key for a picture and its dark and phone renderings (`cover.phone.dark.png` → `cover.png`). */
const pictureKey = (source: string) => source.replace(/(?:\.phone|\.dark)+(?=\.[^./]+$)/, '');

function isUnpublished(file: ContentText, today: string): boolean {
  const fields = file.path.endsWith('.md')
    ? readFrontMatterFile
    : file.path.endsWith('.yaml')
      ? (text: string) => (parse(text) ?? {}) as { draft?: boolean }
      : undefined;
  if (!fields) return false;
  try {
    return unpublished(fields(file.text), today) !== undefined;
  } catch {
    return false; // malformed front matter: the content check names it; render as published
  }
}

export function unpublishedOnlySources(
  files: readonly ContentText[],
  sources: readonly string[],
  today: string,
): Set<string> {
  const published = new Set<string>();
  const hidden = new Set<string>();
  for (const file of files) {
    const into = isUnpublished(file, today) ? hidden : published;
    for (const reference of file.text.match(IMAGE_REFERENCE) ?? [])
      into.add(pictureKey(sourceKey(file.path, reference)));
  }
  return new Set(
    sources.filter((source) => hidden.has(pictureKey(source)) && !published.has(pictureKey(source))),
  );
}
