/**
 * Which source images only unpublished entries (drafts, scheduled posts) use: a production
 * build renders none of them, so a draft's pictures are not served before the draft is.
 */
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

/** `unpublished` names the files of `files` not public yet (lib/content/dates.ts decides). */
export function unpublishedOnlySources(
  files: readonly ContentText[],
  sources: readonly string[],
  unpublished: ReadonlySet<string>,
): Set<string> {
  const published = new Set<string>();
  const hidden = new Set<string>();
  for (const file of files) {
    const into = unpublished.has(file.path) ? hidden : published;
    for (const reference of file.text.match(IMAGE_REFERENCE) ?? [])
      into.add(pictureKey(sourceKey(file.path, reference)));
  }
  return new Set(
    sources.filter((source) => hidden.has(pictureKey(source)) && !published.has(pictureKey(source))),
  );
}
