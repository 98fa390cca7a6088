/**
 * The free ebook as content: a metadata module (content/ebook/guide.ts) and one Markdown file
 * per chapter with YAML front matter, read by the content loader like every other collection
 * and checked against lib/content/schema.ts. What only the ebook asks of a chapter is checked
 * here, purely, so the content check, the PDF build and the page read the same guide and a
 * mistake names its file, line, column and fix in the same words as any other content.
 */
import { type Block, imagesIn, type Inline, plainInline } from '@/lib/content/markdown';
import { chapterSchema, type ChapterText, type GuideMeta, guideMetaSchema } from '@/lib/content/schema';
import type { ImageResolver } from '@/lib/content/server/media';
import {
  checkFields,
  type ContentEntry,
  type ContentIssue,
  type Located,
  locateField,
  type MarkdownFields,
  parseAll,
} from '@/lib/content/validate';

/** Chapter files are named NN-slug.md, NN being the chapter's order. */
const CHAPTER_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
/** A diagram is placed as an image whose address names it: ![Caption](diagram:name). */
export const DIAGRAM_SCHEME = 'diagram:';
/** Every chapter ends with a section of this name holding a list (the reader's to-do). */
export const CHECKLIST_HEADING = 'Checklist';

export interface Chapter extends ChapterText {
  file: string;
  /** From the file name: the chapter's anchor on the page and in the PDF. */
  slug: string;
}

export interface Guide {
  meta: GuideMeta;
  chapters: Chapter[];
}

/** What chapters may point at: site paths and diagram names. */
export interface GuideTargets {
  routes: Set<string>;
  diagrams: Set<string>;
}

/** Markdown the PDF knows how to render; anything else the site's parser accepts is refused. */
const EBOOK_BLOCKS = new Set<Block['type']>(['heading', 'paragraph', 'list', 'image']);
const EBOOK_INLINES = new Set<Inline['type']>(['text', 'strong', 'emphasis', 'link']);
const EBOOK_MARKDOWN = 'paragraphs, lists, ## and ### headings, bold, italics, links and diagrams';

/** The types a body uses that the ebook cannot render, each once, in reading order. */
function unsupported(blocks: Block[], found = new Set<string>()): Set<string> {
  const inlines = (items: Inline[]) => {
    for (const item of items) {
      if (!EBOOK_INLINES.has(item.type)) found.add(item.type);
      if ('children' in item) inlines(item.children);
    }
  };
  for (const block of blocks) {
    if (!EBOOK_BLOCKS.has(block.type)) found.add(block.type);
    if (block.type === 'heading' || block.type === 'paragraph') inlines(block.children);
    if (block.type === 'list') for (const item of block.items) unsupported(item.children, found);
  }
  return found;
}

/** Diagrams are drawn by lib/ebook/diagrams.ts, not files: a chapter's images must name one. */
function diagramResolver(diagrams: Set<string>): ImageResolver {
  return (_file, { src }) => {
    if (!src.startsWith(DIAGRAM_SCHEME))
      return { problem: `shows "${src}": only ${DIAGRAM_SCHEME}name images exist in the ebook` };
    const name = src.slice(DIAGRAM_SCHEME.length);
    return diagrams.has(name)
      ? {}
      : {
          problem: `shows the diagram "${name}", which does not exist: use one of ${[...diagrams].join(', ')}`,
        };
  };
}

/** What the ebook asks of a chapter beyond the schema: its file name, its Markdown, its checklist. */
function chapterIssues({ entry, value }: Located<ChapterText>, issues: ContentIssue[]): Chapter | undefined {
  const named = CHAPTER_FILE.exec(entry.file.split('/').pop()!);
  if (!named) return undefined; // named by orderIssues
  const at = (field: keyof ChapterText) => ({ file: entry.file, field, ...locateField(entry, [field]) });
  if (value.order !== Number(named[1]))
    issues.push({
      ...at('order'),
      reason: `is ${value.order} but the file name starts with ${named[1]}: they must match`,
    });
  for (const type of unsupported(value.body))
    issues.push({
      ...at('body'),
      reason: `uses ${type}, which the ebook cannot render: write ${EBOOK_MARKDOWN}`,
    });
  if (value.body.some((block) => block.type === 'heading' && block.level > 3))
    issues.push({
      ...at('body'),
      reason: 'has a heading of level other than ## or ###: the title is the chapter heading',
    });
  const checklistAt = value.body.findIndex(
    (block) =>
      block.type === 'heading' && block.level === 2 && plainInline(block.children) === CHECKLIST_HEADING,
  );
  if (checklistAt < 0 || value.body[checklistAt + 1]?.type !== 'list')
    issues.push({ ...at('body'), reason: `must have a "## ${CHECKLIST_HEADING}" section with a list` });
  return { ...value, file: entry.file, slug: named[2]! };
}

/**
 * Chapters must run 1, 2, 3... with none missing or repeated. Judged by the file names, so a
 * chapter whose front matter is broken is reported once, not also as missing.
 */
function orderIssues(folder: string, files: string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seen = new Map<number, string>();
  for (const file of files) {
    const match = CHAPTER_FILE.exec(file.split('/').pop()!);
    if (!match) {
      issues.push({
        file,
        field: '(file name)',
        line: 1,
        column: 1,
        reason: 'must be NN-slug.md, NN being the order: rename it, e.g. 08-next-steps.md',
      });
      continue;
    }
    const order = Number(match[1]);
    const first = seen.get(order);
    if (first)
      issues.push({
        file,
        field: '(file name)',
        line: 1,
        column: 1,
        reason: `repeats chapter ${order}, already ${first}: renumber one of them`,
      });
    else seen.set(order, file);
  }
  if (seen.size === 0)
    return [...issues, { file: folder, field: '(chapters)', reason: 'has no chapter files' }];
  const last = Math.max(...seen.keys());
  for (let order = 1; order <= last; order += 1) {
    if (!seen.has(order))
      issues.push({
        file: folder,
        field: '(chapters)',
        reason: `chapter ${order} is missing: orders must run from 1 to ${last}`,
      });
  }
  return issues;
}

/** A chapter file as the content loader read it: its entry, or why it could not be read. */
export interface ChapterFile {
  file: string;
  entry?: ContentEntry;
  issues: ContentIssue[];
}

/** Checks the whole guide as the loader read it; returns it only when nothing is wrong. */
export function parseGuide(
  folder: string,
  meta: ContentEntry,
  files: ChapterFile[],
  targets: GuideTargets,
  markdown: MarkdownFields,
): { guide?: Guide; issues: ContentIssue[] } {
  const issues: ContentIssue[] = files.flatMap((read) => read.issues);
  const [checkedMeta] = parseAll([meta], guideMetaSchema, markdown, issues);
  const located = parseAll(
    files.flatMap((read) => (read.entry ? [read.entry] : [])),
    chapterSchema,
    markdown,
    issues,
  );
  checkFields(located, targets.routes, diagramResolver(targets.diagrams), issues);
  const chapters = located
    .flatMap((chapter) => chapterIssues(chapter, issues) ?? [])
    .sort((a, b) => a.order - b.order);
  issues.push(
    ...orderIssues(
      folder,
      files.map((read) => read.file),
    ),
  );
  if (issues.length > 0 || !checkedMeta) return { issues };
  return { guide: { meta: checkedMeta.value, chapters }, issues };
}

/** Diagram names in the order the chapters show them, with their captions. */
export function diagramsShown(guide: Guide): { name: string; caption: string }[] {
  return guide.chapters.flatMap((chapter) =>
    imagesIn(chapter.body).flatMap(({ image }) =>
      image.src.startsWith(DIAGRAM_SCHEME)
        ? [{ name: image.src.slice(DIAGRAM_SCHEME.length), caption: image.alt }]
        : [],
    ),
  );
}
