/**
 * Each entry checked against its collection's schema and its Markdown fields parsed, the
 * refusals of both merged in the order one pass would give them.
 */
import { z } from 'zod';

import type { Parsed } from '../schema';
import { knownFields, suggestionFor, valuesList } from '../suggest';
import { BODY_FIELDS, isAbsent, locateField, locateName, missingField } from './placement';
import type { ContentEntry, ContentIssue, Located, MarkdownFields } from './types';
import { fieldName } from './wording';

/** An unknown field's place among its object's problems: after the fields zod checks. */
const UNKNOWN_FIELD = Symbol('unknown field');

/**
 * Whether zod would report a problem at `a` before one at `b`: fields in the schema's order,
 * a list's items before the list's own checks, unknown fields after the known ones.
 */
function reportedBefore(schema: z.ZodType, a: PropertyKey[], b: PropertyKey[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x === y) continue;
    if (x === UNKNOWN_FIELD || y === UNKNOWN_FIELD) return y === UNKNOWN_FIELD;
    if (typeof x === 'number' && typeof y === 'number') return x < y;
    const keys = knownFields(schema, a.slice(0, i));
    return keys.indexOf(String(x)) < keys.indexOf(String(y));
  }
  return a.length > b.length;
}

type Found = { at: PropertyKey[]; issue: ContentIssue };

/** The Markdown problems merged into the schema's, in the order one zod pass would give. */
function inSchemaOrder(schema: z.ZodType, fromSchema: Found[], fromMarkdown: Found[]): ContentIssue[] {
  const merged: ContentIssue[] = [];
  let [i, j] = [0, 0];
  while (i < fromSchema.length || j < fromMarkdown.length) {
    const takeMarkdown =
      i === fromSchema.length ||
      (j < fromMarkdown.length && reportedBefore(schema, fromMarkdown[j]!.at, fromSchema[i]!.at));
    merged.push(takeMarkdown ? fromMarkdown[j++]!.issue : fromSchema[i++]!.issue);
  }
  return merged;
}

/**
 * Each entry checked against its collection's schema, its Markdown fields parsed by
 * `markdown`; a refusal names file, line, column and fix.
 */
export function parseAll<T>(
  entries: ContentEntry[],
  schema: z.ZodType<T>,
  markdown: MarkdownFields,
  issues: ContentIssue[],
): Located<Parsed<T>>[] {
  return entries.flatMap((entry) => {
    const result = schema.safeParse(entry.data);
    // The Markdown of an entry refused for another field is still checked, so all is said at once.
    const parsed = markdown(schema, result.success ? result.data : entry.data);
    if (result.success && parsed.problems.length === 0) return [{ entry, value: parsed.value as Parsed<T> }];
    const fromMarkdown = parsed.problems.map(({ path, message, inField }) => ({
      at: path,
      issue: {
        file: entry.file,
        field: fieldName(entry, path),
        reason: message,
        ...locateField(entry, path, inField),
      },
    }));
    const fromSchema: Found[] = [];
    for (const problem of result.error?.issues ?? []) {
      if (problem.code === 'unrecognized_keys') {
        // The body and a case study's parts are written below the front matter, not in it.
        const known = knownFields(schema, problem.path).filter(
          (name) => problem.path.length > 0 || !BODY_FIELDS.has(name),
        );
        for (const key of problem.keys) {
          const path = [...problem.path, key];
          const suggestion = suggestionFor(key, known);
          fromSchema.push({
            at: [...problem.path, UNKNOWN_FIELD],
            issue: {
              file: entry.file,
              field: fieldName(entry, path),
              reason: suggestion
                ? `is not known: did you mean "${suggestion}"?`
                : `is not known: the fields here are ${valuesList(known)}`,
              ...locateName(entry, path),
            },
          });
        }
        continue;
      }
      const missing = problem.code === 'invalid_type' && isAbsent(entry.data, problem.path);
      fromSchema.push({
        at: problem.path,
        issue: missing
          ? missingField(entry, schema, problem.path, customMessage(problem))
          : {
              file: entry.file,
              field: fieldName(entry, problem.path),
              reason: problem.message,
              ...locateField(entry, problem.path),
            },
      });
    }
    issues.push(...inSchemaOrder(schema, fromSchema, fromMarkdown));
    return [];
  });
}

const zodWords = z.locales.en().localeError;

/**
 * A schema's own words for an absent field, if it has any: zod's default ("Invalid input:
 * expected string, received undefined") says nothing an editor can use.
 */
function customMessage(issue: z.core.$ZodIssueInvalidType): string | undefined {
  const own = zodWords({ ...issue, input: undefined });
  return issue.message === (typeof own === 'string' ? own : own?.message) ? undefined : issue.message;
}
