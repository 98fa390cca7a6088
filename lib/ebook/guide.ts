/**
 * The free ebook as content: a metadata module (content/ebook/guide.ts) and one Markdown file
 * per chapter with YAML front matter. Parsed and checked here, purely, so the content check, the PDF
 * build and the page all read the same guide and a mistake names its file, line and field.
 */
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';

import { type GuideMeta, guideMetaSchema } from '@/lib/content/schema';
import { brokenLink } from '@/lib/content/validate';

/** Chapter files are named NN-slug.md, NN being the chapter's order. */
const CHAPTER_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
/** A diagram is placed as an image whose address names it: ![Caption](diagram:name). */
export const DIAGRAM_SCHEME = 'diagram:';
/** Every chapter ends with a section of this name holding a list (the reader's to-do). */
export const CHECKLIST_HEADING = 'Checklist';

const text = z.string().trim().min(1, 'must not be empty');

const frontMatterSchema = z.object({
  title: text,
  order: z.number().int().min(1, 'must be 1 or more'),
  summary: text,
});

export interface Chapter {
  file: string;
  /** From the file name: the chapter's anchor on the page and in the PDF. */
  slug: string;
  title: string;
  order: number;
  summary: string;
  body: Root;
}

export interface Guide {
  meta: GuideMeta;
  chapters: Chapter[];
}

export interface GuideFile {
  /** Path from the project root, as issues name it. */
  file: string;
  text: string;
}

export interface GuideIssue {
  file: string;
  line?: number;
  field: string;
  reason: string;
}

export function formatGuideIssue({ file, line, field, reason }: GuideIssue): string {
  return `${file}${line ? `:${line}` : ''}: ${field} ${reason}`;
}

/** What chapters may point at: site paths and diagram names. */
export interface GuideTargets {
  routes: Set<string>;
  diagrams: Set<string>;
}

/** Markdown the PDF and the page know how to render; anything else is named as an issue. */
const SUPPORTED_NODES = new Set([
  'heading',
  'paragraph',
  'list',
  'listItem',
  'text',
  'strong',
  'emphasis',
  'link',
  'image',
]);

function yamlIssue(file: string, error: unknown, lineOffset = 0): GuideIssue {
  const line = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
  const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return { file, line: line && line + lineOffset, field: 'YAML', reason: `is not valid: ${reason}` };
}

function schemaIssues(file: string, error: z.ZodError, lineOf: (key: string) => number | undefined) {
  return error.issues.map((problem) => {
    const field = problem.path.map(String).join('.') || '(file)';
    const missing = problem.code === 'invalid_type' && problem.message.includes('undefined');
    return { file, line: lineOf(field), field, reason: missing ? 'is missing' : problem.message };
  });
}

/** The line (1-based, in the file) where a top-level YAML key is written. */
function keyLine(yamlText: string, key: string, firstLine: number): number | undefined {
  const index = yamlText.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : firstLine + index;
}

export function parseGuideMeta(file: string, data: unknown, issues: GuideIssue[]): GuideMeta | undefined {
  const result = guideMetaSchema.safeParse(data);
  if (result.success) return result.data;
  issues.push(...schemaIssues(file, result.error, () => undefined));
  return undefined;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

function walk(node: Root | RootContent, visit: (node: RootContent) => void) {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** Body problems: unsupported Markdown, broken links, unknown diagrams, a missing checklist. */
function bodyIssues(file: string, body: Root, lineOffset: number, targets: GuideTargets): GuideIssue[] {
  const issues: GuideIssue[] = [];
  const lineOf = (node: RootContent) => (node.position ? node.position.start.line + lineOffset : undefined);
  walk(body, (node) => {
    const line = lineOf(node);
    if (!SUPPORTED_NODES.has(node.type)) {
      issues.push({ file, line, field: 'body', reason: `uses ${node.type}, which the ebook cannot render` });
    } else if (node.type === 'heading' && (node.depth < 2 || node.depth > 3)) {
      issues.push({
        file,
        line,
        field: 'body',
        reason: 'has a heading of level other than ## or ###: the title is the chapter heading',
      });
    } else if (node.type === 'link') {
      const reason = brokenLink(node.url, targets.routes);
      if (reason) issues.push({ file, line, field: 'body', reason });
    } else if (node.type === 'image') {
      const name = node.url.startsWith(DIAGRAM_SCHEME) ? node.url.slice(DIAGRAM_SCHEME.length) : undefined;
      if (!name) {
        issues.push({
          file,
          line,
          field: 'body',
          reason: `shows "${node.url}": only ${DIAGRAM_SCHEME}name images exist`,
        });
      } else if (!targets.diagrams.has(name)) {
        issues.push({
          file,
          line,
          field: 'body',
          reason: `shows the diagram "${name}", which does not exist`,
        });
      }
      if (!node.alt?.trim())
        issues.push({ file, line, field: 'body', reason: 'has a diagram without a caption' });
    }
  });
  const checklistAt = body.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && headingText(node) === CHECKLIST_HEADING,
  );
  if (checklistAt < 0 || body.children[checklistAt + 1]?.type !== 'list') {
    issues.push({ file, field: 'body', reason: `must have a "## ${CHECKLIST_HEADING}" section with a list` });
  }
  return issues;
}

/** The plain text of a node and its children. */
export function headingText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(headingText).join('');
  return '';
}

export function parseChapter(
  source: GuideFile,
  targets: GuideTargets,
  issues: GuideIssue[],
): Chapter | undefined {
  const name = source.file.split('/').pop()!;
  const named = CHAPTER_FILE.exec(name);
  if (!named) {
    issues.push({
      file: source.file,
      field: '(file name)',
      reason: 'must be NN-slug.md, NN being the order',
    });
    return undefined;
  }
  const match = FRONT_MATTER.exec(source.text);
  if (!match) {
    issues.push({
      file: source.file,
      line: 1,
      field: 'front matter',
      reason: 'is missing: start with --- lines',
    });
    return undefined;
  }
  const yamlText = match[1]!;
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    issues.push(yamlIssue(source.file, error, 1));
    return undefined;
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    issues.push(...schemaIssues(source.file, result.error, (key) => keyLine(yamlText, key, 2)));
    return undefined;
  }
  const { title, order, summary } = result.data;
  if (order !== Number(named[1])) {
    issues.push({
      file: source.file,
      line: keyLine(yamlText, 'order', 2),
      field: 'order',
      reason: `is ${order} but the file name starts with ${named[1]}: they must match`,
    });
  }
  // Body lines count from the file's first line: the front matter and its two fences come first.
  const lineOffset = match[0].split('\n').length - 1;
  const body = fromMarkdown(source.text.slice(match[0].length));
  const found = bodyIssues(source.file, body, lineOffset, targets);
  issues.push(...found);
  return { file: source.file, slug: named[2]!, title, order, summary, body };
}

/**
 * Chapters must run 1, 2, 3... with none missing or repeated. Judged by the file names, so a
 * chapter whose front matter is broken is reported once, not also as missing.
 */
function orderIssues(folder: string, files: GuideFile[]): GuideIssue[] {
  const numbered = files.flatMap((f) => {
    const match = CHAPTER_FILE.exec(f.file.split('/').pop()!);
    return match ? [{ file: f.file, order: Number(match[1]) }] : [];
  });
  if (numbered.length === 0) return [{ file: folder, field: '(chapters)', reason: 'has no chapter files' }];
  const issues: GuideIssue[] = [];
  const seen = new Map<number, string>();
  for (const { file, order } of numbered) {
    const first = seen.get(order);
    if (first)
      issues.push({ file, field: '(file name)', reason: `repeats chapter ${order}, already ${first}` });
    else seen.set(order, file);
  }
  const last = Math.max(...numbered.map((n) => n.order));
  for (let order = 1; order <= last; order += 1) {
    if (!seen.has(order)) {
      issues.push({
        file: folder,
        field: '(chapters)',
        reason: `chapter ${order} is missing: orders must run from 1 to ${last}`,
      });
    }
  }
  return issues;
}

/** Parses and checks the whole guide; returns it only when nothing is wrong. */
export function parseGuide(
  folder: string,
  meta: { file: string; data: unknown },
  chapterFiles: GuideFile[],
  targets: GuideTargets,
): { guide?: Guide; issues: GuideIssue[] } {
  const issues: GuideIssue[] = [];
  const checkedMeta = parseGuideMeta(meta.file, meta.data, issues);
  const chapters = chapterFiles
    .map((f) => parseChapter(f, targets, issues))
    .filter((c): c is Chapter => c !== undefined)
    .sort((a, b) => a.order - b.order);
  issues.push(...orderIssues(folder, chapterFiles));
  if (issues.length > 0 || !checkedMeta) return { issues };
  return { guide: { meta: checkedMeta, chapters }, issues };
}

/** Diagram names in the order the chapters show them. */
export function diagramsShown(guide: Guide): string[] {
  const names: string[] = [];
  for (const chapter of guide.chapters) {
    walk(chapter.body, (node) => {
      if (node.type === 'image' && node.url.startsWith(DIAGRAM_SCHEME))
        names.push(node.url.slice(DIAGRAM_SCHEME.length));
    });
  }
  return names;
}
