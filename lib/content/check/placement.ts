/**
 * Where a refusal points: a field's value or name in its file, a place inside a Markdown
 * field's own text, and where a missing field is to be written.
 */
import type { z } from 'zod';

import { CASE_STUDY_PARTS } from '../front-matter';
import { knownFields } from '../suggest';
import type { ContentEntry, ContentIssue, Position } from './types';
import { fieldName } from './wording';

/** Where a position inside a field's own text falls in the file. */
export function placeInFile(fieldStart: Position, inField: Position): Position {
  return {
    line: fieldStart.line + inField.line - 1,
    column: inField.line === 1 ? fieldStart.column + inField.column - 1 : inField.column,
  };
}

export function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

export function locateField(entry: ContentEntry, path: PropertyKey[], inField?: Position): Partial<Position> {
  if (!entry.locate) return {};
  const start = entry.locate(path, valueAt(entry.data, path));
  return inField ? placeInFile(start, inField) : start;
}

/** A field not written at all (a custom "must be …" message hides zod's "received undefined"). */
export function isAbsent(data: unknown, path: PropertyKey[]): boolean {
  const parent = valueAt(data, path.slice(0, -1));
  return path.length > 0 && !!parent && typeof parent === 'object' && valueAt(data, path) === undefined;
}

/** Where a field's name is written: an unknown field has no value worth pointing at. */
export const locateName = (entry: ContentEntry, path: PropertyKey[]): Partial<Position> =>
  entry.locate ? entry.locate(path, valueAt(entry.data, path), true) : {};

/** Fields written below the front matter, not in it: a missing one is written there. */
export const BODY_FIELDS = new Set(['body', ...Object.values(CASE_STUDY_PARTS)]);

/**
 * A missing field, placed where it belongs: before the next field the schema lists after it
 * that the entry has, else at the end of its fields.
 */
export function missingField(
  entry: ContentEntry,
  schema: z.ZodType,
  path: PropertyKey[],
  why?: string,
): ContentIssue {
  const issue = placeMissingField(entry, schema, path);
  // Where to write it first, then the schema's own words on what it must hold.
  return why
    ? { ...issue, reason: `${issue.reason} (${why.startsWith('must') ? `it ${why}` : why})` }
    : issue;
}

function placeMissingField(entry: ContentEntry, schema: z.ZodType, path: PropertyKey[]): ContentIssue {
  const field = fieldName(entry, path);
  const name = String(path.at(-1));
  const parent = path.slice(0, -1);
  if (BODY_FIELDS.has(name) && parent.length === 0)
    return { file: entry.file, field, reason: 'is missing: write it below the front matter' };
  const known = knownFields(schema, parent);
  const present = valueAt(entry.data, parent);
  const next = known
    .slice(known.indexOf(name) + 1)
    .find((key) => present && typeof present === 'object' && key in present && !BODY_FIELDS.has(key));
  const line = `add "${name}: …"`;
  if (next && entry.locate)
    return {
      file: entry.file,
      field,
      reason: `is missing: ${line} above "${next}:"`,
      ...locateName(entry, [...parent, next]),
    };
  const end =
    parent.length > 0
      ? `at the end of "${fieldName(entry, parent)}"`
      : entry.file.endsWith('.md')
        ? 'at the end of the front matter, before its closing ---'
        : 'at the end of its fields';
  return {
    file: entry.file,
    field,
    reason: `is missing: ${line} ${end}`,
    ...(entry.locateEnd?.(parent) ?? {}),
  };
}
