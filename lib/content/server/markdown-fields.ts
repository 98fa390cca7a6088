/**
 * The loader's half of the content schema: each Markdown field the schema declares (the
 * markdownFields registry) is parsed here, through the build's disk memo, into the tree
 * pages render. A refusal keeps its line and column within the field, which the check
 * turns into the file's own line.
 */
import { z } from 'zod';

import { markdownFields } from '../schema';
import type { MarkdownFieldProblem, MarkdownFields } from '../validate';
import { parseMarkdownOnce } from './markdown-memo';

const SINGLE_PARAGRAPH = 'must be a single paragraph: headings, lists and images belong in body copy';

function parseFields(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  problems: MarkdownFieldProblem[],
): unknown {
  const field = markdownFields.get(schema);
  if (field) {
    // An empty or mistyped field is the schema's refusal, not the parser's.
    if (typeof value !== 'string' || value.trim() === '') return value;
    const { doc, problems: found } = parseMarkdownOnce(value);
    for (const { line, column, message } of found)
      problems.push({ path, message, inField: { line, column } });
    if (field.inline && (doc.length > 1 || doc.some((block) => block.type !== 'paragraph')))
      problems.push({ path, message: SINGLE_PARAGRAPH });
    return doc;
  }
  if (schema instanceof z.ZodOptional)
    return parseFields(schema.unwrap() as z.ZodType, value, path, problems);
  if (schema instanceof z.ZodPipe) return parseFields(schema.in as z.ZodType, value, path, problems);
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.map((item, index) =>
      parseFields(schema.element as z.ZodType, item, [...path, index], problems),
    );
  if (schema instanceof z.ZodObject && value && typeof value === 'object') {
    const parsed: Record<string, unknown> = { ...value };
    for (const [key, fieldSchema] of Object.entries(schema.shape))
      if (key in parsed)
        parsed[key] = parseFields(fieldSchema as z.ZodType, parsed[key], [...path, key], problems);
    return parsed;
  }
  return value;
}

/** Every Markdown field of `value` parsed as `schema` declares it, and what the parser refused. */
export const parseMarkdownFields: MarkdownFields = (schema, value) => {
  const problems: MarkdownFieldProblem[] = [];
  return { value: parseFields(schema, value, [], problems), problems };
};
