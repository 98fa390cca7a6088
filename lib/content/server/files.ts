/**
 * Finds content by listing folders (Node only: the build and the scripts, never the
 * browser): each Markdown file is one entry, so adding the file is the whole job.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type Document, isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml';

import { type BodyParts, splitBodyParts, splitFrontMatter } from '../front-matter';
import type { ContentEntry, ContentIssue, Position } from '../validate';

/** A YAML document with where each of its nodes sits in the file. */
interface ParsedYaml {
  doc: Document.Parsed;
  at: (offset: number) => Position;
}

/** Parses YAML that starts on `firstLine` of `file`; a syntax error becomes an issue at its line. */
function parseYamlMap(file: string, yamlText: string, firstLine: number): ParsedYaml | ContentIssue {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  if (doc.errors.length === 0 && isMap(doc.contents)) return { doc, at };
  const [error] = doc.errors;
  if (error?.code === 'TAB_AS_INDENT') {
    const place = at(error.pos[0]);
    const text = yamlText.split('\n')[place.line - firstLine] ?? '';
    // The field the tab indents: its name starts the line, after any list dash.
    const key = /^\s*(?:-\s*)?([^\s:#][^:#]*?)\s*:/.exec(text)?.[1];
    return {
      file,
      field: key ?? '(fields)',
      ...place,
      reason: 'is indented with a tab, which YAML does not allow: indent with spaces',
    };
  }
  return {
    file,
    field: '(fields)',
    ...(error ? at(error.pos[0]) : { line: firstLine, column: 1 }),
    reason: error ? `is not valid YAML: ${error.message.split('\n')[0]}` : 'must be a list of fields',
  };
}

/** Where a field's name is written in the map that holds it. */
function nameAt({ doc, at }: ParsedYaml, fieldPath: PropertyKey[]): Position | undefined {
  const parent =
    fieldPath.length > 1 ? doc.getIn(fieldPath.slice(0, -1) as (string | number)[], true) : doc.contents;
  if (!isMap(parent)) return undefined;
  const name = fieldPath.at(-1);
  const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === name);
  const range = isScalar(pair?.key) ? pair.key.range : undefined;
  return range ? at(range[0]) : undefined;
}

/** Where a field is written: the deepest node of its path that the document holds. */
function locator(
  parsed: ParsedYaml,
  starts: Record<string, number> = {},
): (fieldPath: PropertyKey[], value: unknown, name?: boolean) => Position {
  const { doc, at } = parsed;
  return (fieldPath, _value, name) => {
    const [first] = fieldPath;
    if (typeof first === 'string' && starts[first] !== undefined) return { line: starts[first], column: 1 };
    const named = name ? nameAt(parsed, fieldPath) : undefined;
    if (named) return named;
    for (let depth = fieldPath.length; depth > 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return at(node.range[0]);
    }
    return { line: 1, column: 1 };
  };
}

/**
 * Where a new field of the map at `fieldPath` goes at its end: the line after its last
 * field, at its fields' indentation (for front matter, the closing --- line).
 */
function endLocator({ doc, at }: ParsedYaml): (fieldPath: PropertyKey[]) => Position {
  return (fieldPath) => {
    const node = (fieldPath.length > 0 ? doc.getIn(fieldPath as (string | number)[], true) : doc.contents) as
      { range?: [number, number, number] } | undefined;
    if (!node?.range) return { line: 1, column: 1 };
    const end = at(node.range[1]);
    return { line: end.column > 1 ? end.line + 1 : end.line, column: at(node.range[0]).column };
  };
}

/**
 * A file's text without the byte-order mark some Windows editors write first: invisible in
 * the editor, it would otherwise hide the front matter's opening --- line.
 */
const readText = (root: string, file: string) =>
  readFileSync(path.join(root, file), 'utf8').replace(/^\uFEFF/, '');

/** Reads one YAML data file (services, landings, pages): every field is in the YAML. */
export function readYamlEntry(root: string, file: string): { entry?: ContentEntry; issues: ContentIssue[] } {
  const text = readText(root, file);
  const parsed = parseYamlMap(file, text, 1);
  if (!('doc' in parsed)) return { issues: [parsed] };
  const data = parsed.doc.toJS() as Record<string, unknown>;
  return {
    entry: {
      file,
      text,
      key: path.basename(file, '.yaml'),
      data,
      locate: locator(parsed),
      locateEnd: endLocator(parsed),
    },
    issues: [],
  };
}

/** A single YAML file that may be absent (e.g. content/clients.yaml): no file, no entry. */
export function readOptionalYaml(
  root: string,
  file: string,
): { entry?: ContentEntry; issues: ContentIssue[] } {
  return existsSync(path.join(root, file)) ? readYamlEntry(root, file) : { issues: [] };
}

/** Reads one Markdown file: YAML front matter for the fields, the body for the copy. */
export function readMarkdownEntry(
  root: string,
  file: string,
  parts?: BodyParts,
): { entry?: ContentEntry; issues: ContentIssue[] } {
  return markdownEntry(file, readText(root, file), parts);
}

/** One Markdown entry from its text (as saved, or as an editor holds it unsaved). */
export function markdownEntry(
  file: string,
  text: string,
  parts?: BodyParts,
): { entry?: ContentEntry; issues: ContentIssue[] } {
  const split = splitFrontMatter(text.replace(/^\uFEFF/, ''));
  if (!split)
    return {
      issues: [
        {
          file,
          field: '(front matter)',
          line: 1,
          column: 1,
          reason: 'must start with front matter between --- lines',
        },
      ],
    };
  // Front matter starts on line 2, after the opening ---.
  const parsed = parseYamlMap(file, split.yaml, 2);
  if (!('doc' in parsed))
    return { issues: [parsed.field === '(fields)' ? { ...parsed, field: '(front matter)' } : parsed] };
  const { doc } = parsed;

  const data = doc.toJS() as Record<string, unknown>;
  const bodyLine = split.block.split('\n').length;
  const starts: Record<string, number> = {};
  if (parts) {
    const { fields, before } = splitBodyParts(split.body, parts);
    if (before.trim() !== '') {
      const headings = Object.keys(parts)
        .map((h) => `"# ${h}"`)
        .join(', ');
      return {
        issues: [
          { file, field: 'body', line: bodyLine, column: 1, reason: `must be split into ${headings}` },
        ],
      };
    }
    for (const [field, { text, headingIndex }] of Object.entries(fields)) {
      data[field] = text;
      starts[field] = bodyLine + headingIndex + 1;
    }
  } else if (split.body.trim() !== '') {
    data.body = split.body;
    starts.body = bodyLine;
  }

  const locate = locator(parsed, starts);
  return {
    entry: { file, key: path.basename(file, '.md'), data, locate, locateEnd: endLocator(parsed), text },
    issues: [],
  };
}

/** Every Markdown entry of one collection folder, in file name order. */
export function readMarkdownFolder(root: string, folder: string, parts?: BodyParts): EntriesRead {
  return readFolder(root, folder, '.md', (file) => readMarkdownEntry(root, file, parts));
}

/** Every YAML entry of one collection folder, in file name order. */
export function readYamlFolder(root: string, folder: string): EntriesRead {
  return readFolder(root, folder, '.yaml', (file) => readYamlEntry(root, file));
}

interface EntriesRead {
  entries: ContentEntry[];
  issues: ContentIssue[];
}

/** Editors' own files beside the content: hidden files, backups and swap files. */
const isEditorsOwn = (name: string) => name.startsWith('.') || name.endsWith('~');

/**
 * Each file of the folder with the extension is one entry: adding the file is the whole job.
 * Any other file is refused rather than ignored: a post saved as .markdown would vanish.
 */
function readFolder(
  root: string,
  folder: string,
  extension: string,
  read: (file: string) => { entry?: ContentEntry; issues: ContentIssue[] },
): EntriesRead {
  const names = readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((item) => item.isFile() && !isEditorsOwn(item.name))
    .map((item) => item.name)
    .sort();
  const results = names.map((name) =>
    name.endsWith(extension) ? read(`${folder}/${name}`) : { issues: [strayFile(folder, name, extension)] },
  );
  return {
    entries: results.flatMap((r) => ('entry' in r && r.entry ? [r.entry] : [])),
    issues: results.flatMap((r) => r.issues),
  };
}

function strayFile(folder: string, name: string, extension: string): ContentIssue {
  const base = name.slice(0, name.length - path.extname(name).length) || name;
  return {
    file: `${folder}/${name}`,
    field: '(file name)',
    line: 1,
    column: 1,
    reason: `is not read: ${folder} holds ${extension} files only: rename it to ${base}${extension}`,
  };
}

/**
 * Where a field of a TypeScript module is written: the first line of its text found in
 * the file, so a refusal inside the copy points at the right line.
 */
export function locateInModule(
  root: string,
  file: string,
): (fieldPath: PropertyKey[], value: unknown) => Position {
  let source: string | undefined;
  return (fieldPath, value) => {
    source ??= readFileSync(path.join(root, file), 'utf8');
    const firstLine = typeof value === 'string' ? value.split('\n')[0]?.slice(0, 60) : undefined;
    let index = firstLine ? source.indexOf(firstLine) : -1;
    const key = [...fieldPath].reverse().find((part) => typeof part === 'string');
    if (index < 0 && typeof key === 'string') index = source.search(new RegExp(`\\b${key}\\s*:`));
    if (index < 0) return { line: 1, column: 1 };
    const before = source.slice(0, index).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
}
