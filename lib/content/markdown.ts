/**
 * Body copy is CommonMark plus GitHub tables, parsed at build time (never in the browser)
 * into the plain, serialisable tree below, which components render as React elements. A
 * construct the site does not render is refused with its line and column, never shipped
 * as literal characters. docs/editing.md lists what is supported and how it renders.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

import type { RenderedImage } from '@/lib/media/types';
import { slugify } from '@/lib/text';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'emphasis' | 'delete'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[]; line: number; column: number }
  | { type: 'break' };

export type Align = 'left' | 'right' | 'center' | null;

/** An image as content names it: a file, the text that replaces it, an optional caption. */
export interface ImageRef {
  src: string;
  alt: string;
  caption?: string;
}

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'image'; image: ImageRef; line: number; column: number; rendered?: RenderedImage }
  | { type: 'rule' };

/** A parsed Markdown field: the tree pages render. */
export type MarkdownDoc = Block[];

/** A refusal, positioned within the field's own text (line 1 is its first line). */
export interface MarkdownProblem {
  line: number;
  column: number;
  message: string;
}

/** Why each construct the site does not render is refused, and what to write instead. */
const REFUSED: Record<string, string> = {
  html: 'raw HTML is not allowed: write Markdown (see docs/editing.md)',
  definition: 'link definitions are not supported: write the address inline, [text](/path)',
  linkReference: 'reference links are not supported: write the address inline, [text](/path)',
  imageReference: 'reference images are not supported: write ![alt](file "caption")',
  footnoteReference: 'footnotes are not supported: put the note in the text',
  footnoteDefinition: 'footnotes are not supported: put the note in the text',
};

/** A heading's anchor: its text as a slug. */
export const headingId = slugify;

class Converter {
  readonly problems: MarkdownProblem[] = [];

  refuse(node: Nodes, message: string) {
    const start = node.position?.start;
    this.problems.push({ line: start?.line ?? 1, column: start?.column ?? 1, message });
  }

  refuseUnknown(node: Nodes) {
    this.refuse(node, REFUSED[node.type] ?? `"${node.type}" is not supported: see docs/editing.md`);
  }

  inlines(nodes: PhrasingContent[]): Inline[] {
    return nodes.flatMap((node): Inline[] => {
      switch (node.type) {
        case 'text':
          return [{ type: 'text', text: node.value }];
        case 'strong':
        case 'emphasis':
        case 'delete':
          return [{ type: node.type, children: this.inlines(node.children) }];
        case 'inlineCode':
          return [{ type: 'code', text: node.value }];
        case 'break':
          return [{ type: 'break' }];
        case 'link': {
          const at = node.position?.start;
          const children = this.inlines(node.children);
          return [{ type: 'link', href: node.url, children, line: at?.line ?? 1, column: at?.column ?? 1 }];
        }
        case 'image':
          this.refuse(node, 'an image must stand alone in its own paragraph, with blank lines around it');
          return [];
        default:
          this.refuseUnknown(node);
          return [];
      }
    });
  }

  blocks(nodes: RootContent[]): Block[] {
    return nodes.flatMap((node): Block[] => {
      switch (node.type) {
        case 'heading': {
          if (node.depth < 2 || node.depth > 4) {
            this.refuse(node, `a level-${node.depth} heading is not supported: use ## to ####`);
            return [];
          }
          const children = this.inlines(node.children);
          const level = node.depth as 2 | 3 | 4;
          return [{ type: 'heading', level, id: headingId(plainInline(children)), children }];
        }
        case 'paragraph': {
          const [only] = node.children;
          if (node.children.length === 1 && only?.type === 'image') {
            const at = only.position?.start;
            const image: ImageRef = { src: only.url, alt: only.alt ?? '' };
            if (only.title) image.caption = only.title;
            return [{ type: 'image', image, line: at?.line ?? 1, column: at?.column ?? 1 }];
          }
          return [{ type: 'paragraph', children: this.inlines(node.children) }];
        }
        case 'list':
          return [
            {
              type: 'list',
              ordered: node.ordered === true,
              start: node.start ?? 1,
              items: node.children.map((item) => {
                if (typeof item.checked === 'boolean')
                  this.refuse(item, 'task-list checkboxes are not supported');
                return this.blocks(item.children);
              }),
            },
          ];
        case 'blockquote':
          return [{ type: 'quote', children: this.blocks(node.children) }];
        case 'code':
          return [{ type: 'code', lang: node.lang ?? '', text: node.value }];
        case 'thematicBreak':
          return [{ type: 'rule' }];
        case 'table': {
          const [head, ...rows] = node.children.map((row) =>
            row.children.map((cell) => this.inlines(cell.children)),
          );
          return [{ type: 'table', align: (node.align ?? []).map((a) => a ?? null), head: head ?? [], rows }];
        }
        default:
          this.refuseUnknown(node);
          return [];
      }
    });
  }
}

/** Parses one Markdown field; never throws, problems say where and why. */
export function parseMarkdown(source: string): { doc: MarkdownDoc; problems: MarkdownProblem[] } {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const converter = new Converter();
  const doc = converter.blocks(tree.children);
  return { doc, problems: converter.problems };
}

function plainInline(items: Inline[]): string {
  return items
    .map((item) => {
      if (item.type === 'text' || item.type === 'code') return item.text;
      if (item.type === 'break') return ' ';
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
      return block.items.map((item) => item.map(plainBlock).join('\n')).join('\n');
    case 'quote':
      return block.children.map(plainBlock).join('\n');
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

/** The inline content of a one-paragraph field (a lead, a list item's text). */
export function inlineContent(doc: MarkdownDoc): Inline[] {
  const [first] = doc;
  return first?.type === 'paragraph' ? first.children : [];
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
      return block.items.flatMap((item) => item.flatMap(blockLinks));
    case 'quote':
      return block.children.flatMap(blockLinks);
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
    if (block.type === 'list') return block.items.flatMap(imagesIn);
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
