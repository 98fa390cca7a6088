/**
 * Which content files are not public yet, for the media step: Node only (it parses YAML and
 * front matter), so lib/content/dates.ts, which the browser's code reaches, stays small.
 */
import { parse } from 'yaml';

import { unpublished } from '../dates';
import { readFrontMatterFile } from '../front-matter';

/** The entries among `files` (paths from the project root) not public on `today`. */
export function unpublishedFiles(
  files: readonly { path: string; text: string }[],
  today: string,
): Set<string> {
  const isUnpublished = ({ path, text }: { path: string; text: string }) => {
    // Markdown entries keep their fields in front matter; YAML ones (a service) are all fields.
    const fields = path.endsWith('.md')
      ? readFrontMatterFile
      : path.endsWith('.yaml')
        ? (yaml: string) => (parse(yaml) ?? {}) as { draft?: boolean }
        : undefined;
    if (!fields) return false;
    try {
      return unpublished(fields(text), today) !== undefined;
    } catch {
      return false; // malformed front matter: the content check names it; count it as published
    }
  };
  return new Set(files.filter(isUnpublished).map((file) => file.path));
}
