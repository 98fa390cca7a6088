/**
 * Finds content by listing folders (Node only: the build and the scripts, never the
 * browser): each Markdown file is one entry, so adding the file is the whole job.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { isMap, LineCounter, parseDocument } from 'yaml';

import type { ContentEntry, ContentIssue, Position } from './validate';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a body into named parts at top-level headings, e.g. "# Challenge". */
export interface BodyParts {
  /** Field name per heading text, e.g. { Challenge: 'challenge' }. */
  [heading: string]: string;
}

/** Reads one Markdown file: YAML front matter for the fields, the body for the copy. */
export function readMarkdownEntry(
  root: string,
  file: string,
  parts?: BodyParts,
): { entry?: ContentEntry; issues: ContentIssue[] } {
  const text = readFileSync(path.join(root, file), 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match)
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
  const lineCounter = new LineCounter();
  const yamlText = match[1] ?? '';
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // Front matter starts on line 2, after the opening ---.
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    const [error] = doc.errors;
    return {
      issues: [
        {
          file,
          field: '(front matter)',
          ...(error ? at(error.pos[0]) : { line: 2, column: 1 }),
          reason: error ? `is not valid YAML: ${error.message.split('\n')[0]}` : 'must be a list of fields',
        },
      ],
    };
  }

  const data = doc.toJS() as Record<string, unknown>;
  const bodyLine = match[0].split('\n').length;
  const body = text.slice(match[0].length);
  const starts: Record<string, number> = {};
  if (parts) {
    const lines = body.split('\n');
    let current: string | undefined;
    let buffer: string[] = [];
    const flush = () => {
      if (current) data[current] = buffer.join('\n');
      buffer = [];
    };
    lines.forEach((line, index) => {
      const heading = /^# (.+?)\s*$/.exec(line)?.[1];
      const field = heading === undefined ? undefined : parts[heading];
      if (field) {
        flush();
        current = field;
        starts[field] = bodyLine + index + 1;
      } else if (current) buffer.push(line);
      else if (line.trim() !== '') {
        current = '(before sections)';
        buffer.push(line);
      }
    });
    flush();
    if ('(before sections)' in data) {
      delete data['(before sections)'];
      const headings = Object.keys(parts)
        .map((h) => `"# ${h}"`)
        .join(', ');
      return {
        issues: [
          { file, field: 'body', line: bodyLine, column: 1, reason: `must be split into ${headings}` },
        ],
      };
    }
  } else if (body.trim() !== '') {
    data.body = body;
    starts.body = bodyLine;
  }

  const locate = (fieldPath: PropertyKey[]): Position => {
    const [first] = fieldPath;
    if (typeof first === 'string' && starts[first] !== undefined) return { line: starts[first], column: 1 };
    for (let depth = fieldPath.length; depth > 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return at(node.range[0]);
    }
    return { line: 1, column: 1 };
  };
  return { entry: { file, key: path.basename(file, '.md'), data, locate }, issues: [] };
}

/** Every Markdown entry of one collection folder, in file name order. */
export function readMarkdownFolder(
  root: string,
  folder: string,
  parts?: BodyParts,
): { entries: ContentEntry[]; issues: ContentIssue[] } {
  const names = readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort();
  const results = names.map((name) => readMarkdownEntry(root, `${folder}/${name}`, parts));
  return {
    entries: results.flatMap((r) => (r.entry ? [r.entry] : [])),
    issues: results.flatMap((r) => r.issues),
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

/**
 * Services, landings and pages stay TypeScript modules imported through an index; a module
 * written but not imported there would silently not appear, so the check names it.
 */
export function unregisteredModules(root: string, entries: ContentEntry[]): ContentIssue[] {
  const registered = new Set(entries.map((entry) => entry.file));
  const folders = new Set(
    entries.filter((e) => e.key !== undefined && e.file.endsWith('.ts')).map((e) => path.dirname(e.file)),
  );
  return [...folders].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => `${folder}/${name}`)
      .filter((file) => !registered.has(file))
      .map((file) => ({
        file,
        field: '(file)',
        line: 1,
        column: 1,
        reason: `is not registered in ${folder}/index.ts, so the site does not show it`,
      })),
  );
}
