import { type MarkdownDoc, plainText } from './markdown';

export interface TocEntry {
  id: string;
  text: string;
}

/** A post's table of contents: its h2s, with the anchor ids the rendered headings carry. */
export function tableOfContents(body: MarkdownDoc): TocEntry[] {
  return body.flatMap((block) =>
    block.type === 'heading' && block.level === 2 ? [{ id: block.id, text: plainText([block]) }] : [],
  );
}
