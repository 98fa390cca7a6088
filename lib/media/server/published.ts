/**
 * Which source images a production build leaves out: those only unpublished entries
 * (drafts, scheduled posts) use, SVGs included, so a draft's pictures are not served
 * before the draft is; and those under content/ that no content file names, so a file
 * dropped into a media folder is not published by accident.
 */
import { sourceKey } from './plan';

/** A relative image path as content files write them (front matter or Markdown). */
const IMAGE_REFERENCE = /[\w./-]+\.(?:png|jpe?g|webp|avif|gif|svg)\b/gi;

export interface ContentText {
  /** From the project root, e.g. `content/posts/my-post.md`. */
  path: string;
  text: string;
}

/** One key for a picture and its dark and phone renderings (`cover.phone.dark.png` → `cover.png`). */
const pictureKey = (source: string) => source.replace(/(?:\.phone|\.dark)+(?=\.[^./]+$)/, '');

/** Content sources; a test fixture's (CONTENT_FIXTURE) are named by no content file. */
const CONTENT_SOURCE = /^content\//;

/** `unpublished` names the files of `files` not public yet (lib/content/dates.ts decides). */
export function unpublishedSources(
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
    sources.filter((source) => {
      const key = pictureKey(source);
      if (published.has(key)) return false;
      return hidden.has(key) || CONTENT_SOURCE.test(source);
    }),
  );
}
