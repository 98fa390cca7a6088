/**
 * Body copy is CommonMark plus GitHub Markdown (tables, strikethrough, task lists,
 * footnotes, autolinks), parsed at build time (never in the browser) into the tree of
 * ./markdown.ts, which components render as React elements. Fenced code is highlighted
 * here too, and a video link alone on its line becomes a video block. A construct the site
 * does not render is refused with its line and column, never shipped as literal
 * characters. docs/editing.md lists what is supported and how it renders.
 */
import type { FootnoteDefinition, Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

import { VIDEO_PROVIDER_NAMES, videoFromUrl } from '@/lib/content/video';
import { slugify } from '@/lib/text/slugify';

import { highlightCode, HIGHLIGHTED_LANGUAGES, PLAIN_LANGUAGES } from './highlight';
import {
  type Block,
  type Footnote,
  type ImageRef,
  type Inline,
  type MarkdownDoc,
  plainInline,
} from './markdown';

/** A heading's anchor: its text as a slug (here, so the slugifier stays out of browser code). */
export const headingId = slugify;

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
};

export const IFRAME_REFUSED = `holds an <iframe>, which is not allowed: to embed a video, put its ${Object.values(
  VIDEO_PROVIDER_NAMES,
).join(' or ')} link alone on its own line, with a blank line above and below`;

/** A footnote call whose note is missing stays literal text: found to be named. */
const UNDEFINED_FOOTNOTE = /\[\^([^\]\s]+)\]/g;

/** Position of `offset` characters into a node that starts at `start`. */
function positionAfter(start: { line: number; column: number }, text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return before.length === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + before.length - 1, column: before.at(-1)!.length + 1 };
}

class Converter {
  readonly problems: MarkdownProblem[] = [];
  /** Footnote texts by label, and the calls made so far, in the order the text makes them. */
  private readonly definitions = new Map<string, FootnoteDefinition>();
  private readonly called = new Map<string, { id: string; number: number; refs: number }>();

  constructor(definitions: FootnoteDefinition[]) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.identifier))
        this.refuse(definition, `footnote [^${definition.label}] is written twice: keep one of them`);
      else this.definitions.set(definition.identifier, definition);
    }
  }

  refuse(node: Nodes, message: string) {
    const start = node.position?.start;
    this.problems.push({ line: start?.line ?? 1, column: start?.column ?? 1, message });
  }

  refuseUnknown(node: Nodes) {
    // A pasted embed code: the site makes the embed itself, from the link alone.
    if (node.type === 'html' && /<iframe\b/i.test(node.value)) return this.refuse(node, IFRAME_REFUSED);
    this.refuse(node, REFUSED[node.type] ?? `"${node.type}" is not supported: see docs/editing.md`);
  }

  text(node: Extract<PhrasingContent, { type: 'text' }>): Inline[] {
    for (const match of node.value.matchAll(UNDEFINED_FOOTNOTE)) {
      const start = node.position?.start ?? { line: 1, column: 1 };
      this.problems.push({
        ...positionAfter(start, node.value, match.index),
        message: `footnote [^${match[1]}] has no text: add a line "[^${match[1]}]: the note" after the paragraph`,
      });
    }
    return [{ type: 'text', text: node.value }];
  }

  footnoteRef(identifier: string, label: string): Inline[] {
    let note = this.called.get(identifier);
    if (!note) {
      // The label names the note in ids so links stay put when notes are added before it.
      const id = headingId(label) || String(this.called.size + 1);
      note = { id, number: this.called.size + 1, refs: 0 };
      this.called.set(identifier, note);
    }
    note.refs += 1;
    return [{ type: 'footnoteRef', id: note.id, number: note.number, ref: note.refs }];
  }

  inlines(nodes: PhrasingContent[]): Inline[] {
    return nodes.flatMap((node): Inline[] => {
      switch (node.type) {
        case 'text':
          return this.text(node);
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
        case 'footnoteReference':
          return this.footnoteRef(node.identifier, node.label ?? node.identifier);
        case 'image':
          this.refuse(node, 'an image must stand alone in its own paragraph, with blank lines around it');
          return [];
        default:
          this.refuseUnknown(node);
          return [];
      }
    });
  }

  /** A YouTube or Vimeo link alone in its paragraph: a video, titled by the link's text. */
  video(node: Extract<RootContent, { type: 'paragraph' }>): Block[] | undefined {
    const [only] = node.children;
    if (node.children.length !== 1 || only?.type !== 'link') return undefined;
    const video = videoFromUrl(only.url);
    if (!video) return undefined;
    const title = plainInline(this.inlines(only.children)).trim();
    if (title === '' || title === only.url) {
      this.refuse(
        only,
        "a video needs a title: write [What the video shows](the video's address) alone on its line",
      );
      return [];
    }
    return [{ type: 'video', video, title }];
  }

  code(node: Extract<RootContent, { type: 'code' }>): Block[] {
    const lang = node.lang ?? '';
    if (lang === '' || PLAIN_LANGUAGES.includes(lang)) return [{ type: 'code', lang, text: node.value }];
    const lines = highlightCode(node.value, lang);
    if (!lines) {
      this.refuse(
        node,
        `code language "${lang}" is not known: use one of ${HIGHLIGHTED_LANGUAGES.join(', ')}, or text for none`,
      );
      return [];
    }
    return [{ type: 'code', lang, text: node.value, lines }];
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
          return this.video(node) ?? [{ type: 'paragraph', children: this.inlines(node.children) }];
        }
        case 'list':
          return [
            {
              type: 'list',
              ordered: node.ordered === true,
              start: node.start ?? 1,
              tight: !node.spread && node.children.every((item) => !item.spread),
              items: node.children.map((item) => {
                const children = this.blocks(item.children);
                return typeof item.checked === 'boolean' ? { checked: item.checked, children } : { children };
              }),
            },
          ];
        case 'blockquote':
          return [{ type: 'quote', children: this.blocks(node.children) }];
        case 'code':
          return this.code(node);
        case 'thematicBreak':
          return [{ type: 'rule' }];
        case 'table': {
          const [head, ...rows] = node.children.map((row) =>
            row.children.map((cell) => this.inlines(cell.children)),
          );
          return [{ type: 'table', align: (node.align ?? []).map((a) => a ?? null), head: head ?? [], rows }];
        }
        case 'footnoteDefinition':
          // Gathered up front; the notes render after the text, in the order it calls them.
          return [];
        default:
          this.refuseUnknown(node);
          return [];
      }
    });
  }

  /** The notes the text called, numbered in calling order (a note may call a later one). */
  footnotes(): Block[] {
    const notes: Footnote[] = [];
    for (const [identifier, call] of this.called) {
      notes.push({ ...call, children: this.blocks(this.definitions.get(identifier)!.children) });
    }
    for (const [identifier, definition] of this.definitions) {
      if (!this.called.has(identifier))
        this.refuse(
          definition,
          `footnote [^${definition.label}] is never called: add [^${definition.label}] where it applies, or delete the note`,
        );
    }
    return notes.length > 0 ? [{ type: 'footnotes', notes }] : [];
  }
}

function footnoteDefinitions(nodes: readonly Nodes[]): FootnoteDefinition[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'footnoteDefinition' ? [node] : []),
    ...('children' in node ? footnoteDefinitions(node.children) : []),
  ]);
}

/** Parses one Markdown field; never throws, problems say where and why. */
export function parseMarkdown(source: string): { doc: MarkdownDoc; problems: MarkdownProblem[] } {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const converter = new Converter(footnoteDefinitions(tree.children));
  const doc = [...converter.blocks(tree.children), ...converter.footnotes()];
  return { doc, problems: converter.problems };
}
