/**
 * The Markdown tree pages render: plain, serialisable data that lib/content/markdown-parse.ts
 * builds from body copy at build time, and the readers below (plain text, links, images,
 * word counts). Nothing here parses: browser code may import this module freely, while the
 * parser and its highlighter stay on the server. docs/editing.md lists what is supported.
 */
import type { VideoRef } from '@/lib/content/video';
import type { RenderedImage } from '@/lib/media/types';

import type { CodeToken } from './highlight';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'emphasis' | 'delete'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[]; line: number; column: number }
  | { type: 'break' }
  /** A call of footnote `number`; `ref` counts the calls of that note (1 for the first). */
  | { type: 'footnoteRef'; id: string; number: number; ref: number };

export type Align = 'left' | 'right' | 'center' | null;

/** An image as content names it: a file, the text that replaces it, an optional caption. */
export interface ImageRef {
  src: string;
  alt: string;
  caption?: string;
}

/** A list item; `checked` is set on a task-list item (`- [ ]` or `- [x]`). */
export interface ListItem {
  checked?: boolean;
  children: Block[];
}

/** A footnote's text, numbered in the order the body first calls it. */
export interface Footnote {
  id: string;
  number: number;
  /** How many times the body calls it: each call gets a link back. */
  refs: number;
  children: Block[];
}

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  /** `tight` as CommonMark says: no blank line between items or inside one; its items' paragraphs get no spacing. */
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: ListItem[] }
  | { type: 'quote'; children: Block[] }
  /** `lines` holds the highlighted tokens when the language is one the site colours. */
  | { type: 'code'; lang: string; text: string; lines?: CodeToken[][] }
  | { type: 'video'; video: VideoRef; title: string }
  | { type: 'footnotes'; notes: Footnote[] }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'image'; image: ImageRef; line: number; column: number; rendered?: RenderedImage }
  | { type: 'rule' };

/** A parsed Markdown field: the tree pages render. */
export type MarkdownDoc = Block[];

/** The text of inline content, as a reader hears it (footnote numbers left out). */
export function plainInline(items: Inline[]): string {
  return items
    .map((item) => {
      if (item.type === 'text' || item.type === 'code') return item.text;
      if (item.type === 'break') return ' ';
      if (item.type === 'footnoteRef') return '';
      return plainInline(item.children);
    })
    .join('');
}

function plainBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return plainInline(block.children);
    case 'list':
      return block.items.map((item) => item.children.map(plainBlock).join('\n')).join('\n');
    case 'quote':
      return block.children.map(plainBlock).join('\n');
    case 'footnotes':
      return block.notes.map((note) => note.children.map(plainBlock).join('\n')).join('\n');
    case 'video':
      return block.title;
    case 'code':
      return block.text;
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(plainInline).join(' ')).join('\n');
    case 'image':
      return block.image.caption ?? '';
    case 'rule':
      return '';
  }
}

/** Plain text of body copy, for search records, descriptions and word counts. */
export function plainText(doc: MarkdownDoc): string {
  return doc
    .map(plainBlock)
    .filter((text) => text !== '')
    .join('\n');
}

type LinkAt = Extract<Inline, { type: 'link' }>;

function inlineLinks(items: Inline[]): LinkAt[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [item, ...inlineLinks(item.children)];
    return 'children' in item ? inlineLinks(item.children) : [];
  });
}

function blockLinks(block: Block): LinkAt[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineLinks(block.children);
    case 'list':
      return block.items.flatMap((item) => item.children.flatMap(blockLinks));
    case 'quote':
      return block.children.flatMap(blockLinks);
    case 'footnotes':
      return block.notes.flatMap((note) => note.children.flatMap(blockLinks));
    case 'table':
      return [block.head, ...block.rows].flatMap((row) => row.flatMap(inlineLinks));
    default:
      return [];
  }
}

/** Every link written in a piece of body copy, with where it is written. */
export const linksIn = (doc: MarkdownDoc): LinkAt[] => doc.flatMap(blockLinks);

/** Whether a value is a parsed Markdown field (as opposed to a list of plain strings). */
export const isMarkdownDoc = (value: unknown): value is MarkdownDoc =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((block) => typeof block === 'object' && block !== null && 'type' in block);

/** Every image a piece of body copy shows, with where it is written. */
export function imagesIn(doc: MarkdownDoc): Extract<Block, { type: 'image' }>[] {
  return doc.flatMap((block) => {
    if (block.type === 'image') return [block];
    if (block.type === 'quote') return imagesIn(block.children);
    if (block.type === 'list') return block.items.flatMap((item) => imagesIn(item.children));
    if (block.type === 'footnotes') return block.notes.flatMap((note) => imagesIn(note.children));
    return [];
  });
}

/** Words as a reader counts them: markup does not count. */
export function wordCount(doc: MarkdownDoc): number {
  return plainText(doc)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** 225 words a minute: a common figure for reading on screen. */
export const WORDS_PER_MINUTE = 225;

export function readingMinutes(doc: MarkdownDoc): number {
  return Math.max(1, Math.round(wordCount(doc) / WORDS_PER_MINUTE));
}
