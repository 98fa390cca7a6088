import { parseMarkdown } from './markdown';

export interface TocEntry {
  id: string;
  text: string;
}

/** A post's table of contents: its h2s, with the anchor ids the rendered headings carry. */
export function tableOfContents(body: string): TocEntry[] {
  return parseMarkdown(body).flatMap((block) =>
    block.type === 'h2' ? [{ id: block.id, text: block.text }] : [],
  );
}
