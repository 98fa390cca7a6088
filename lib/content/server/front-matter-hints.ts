/**
 * The content check's rules for one Markdown entry as remark messages, for editors that run
 * remark as you type (VS Code's remark extension runs .remarkrc.mjs): each problem is the
 * check's own words (lib/content/validate.ts) at its line and column, so an unknown field
 * gets its "did you mean" and a missing one the line it belongs above. What needs the other
 * files (links, images, duplicates) stays with `npm run content:check`; references take the
 * names the generated JSON Schema lists (content/schemas/, rewritten by `npm run dev`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { VFile } from 'vfile';
import type { z } from 'zod';

import { type BodyParts, CASE_STUDY_PARTS } from '../front-matter';
import { type EntryKind, REFERENCES } from '../json-schema';
import { caseStudySchema, portfolioItemSchema, postSchema } from '../schema';
import { checkReferences, type ContentIssue, parseAll, problemOf } from '../validate';
import { markdownEntry } from './files';
import { parseMarkdownFields } from './markdown-fields';

/** The Markdown kinds and the schema each is checked with, as the content check does. */
const MARKDOWN_KINDS: Partial<Record<EntryKind, { schema: z.ZodType; parts?: BodyParts }>> = {
  post: { schema: postSchema },
  'case-study': { schema: caseStudySchema, parts: CASE_STUDY_PARTS },
  portfolio: { schema: portfolioItemSchema },
};

/** Each front matter JSON Schema (`content/schemas/<kind>.schema.json`) and the files it covers. */
export interface HintOptions {
  schemas: Record<string, string[]>;
}

/** A file pattern of the form `content/posts/*.md`: `*` stands for any name within one folder. */
const matches = (pattern: string, file: string) =>
  new RegExp(
    `^${pattern
      .replace(/^\.\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  ).test(file);

type JsonNode = { enum?: string[]; items?: JsonNode; properties?: Record<string, JsonNode> };

/** The problems the content check finds in one entry on its own, from its text. */
export function entryProblems(
  kind: EntryKind,
  file: string,
  text: string,
  referenceNames: (field: string) => string[] | undefined,
): ContentIssue[] {
  const rules = MARKDOWN_KINDS[kind];
  if (!rules) return [];
  const { entry, issues } = markdownEntry(file, text, rules.parts);
  if (!entry) return issues;
  const parsed = parseAll([entry], rules.schema, parseMarkdownFields, issues);
  for (const { field, list, what } of REFERENCES[kind] ?? []) {
    const names = referenceNames(field);
    if (!names) continue;
    const refs = (value: Record<string, unknown>) => {
      const target = value[field];
      if (list && Array.isArray(target))
        return target.map((name, index) => ({ field: [field, index], target: String(name) }));
      return typeof target === 'string' ? [{ field: [field], target }] : [];
    };
    checkReferences(parsed, refs, new Set(names), what, issues);
  }
  return issues;
}

/** The remark plugin: one message a problem, at the place the content check names. */
export function frontMatterHints({ schemas }: HintOptions) {
  return (_tree: unknown, vfile: VFile) => {
    const file = path.relative(vfile.cwd, vfile.path).split(path.sep).join('/');
    const schemaFile = Object.entries(schemas).find(([, patterns]) =>
      patterns.some((pattern) => matches(pattern, file)),
    )?.[0];
    if (!schemaFile) return;
    const kind = path.basename(schemaFile, '.schema.json') as EntryKind;
    let jsonSchema: JsonNode | undefined;
    const referenceNames = (field: string) => {
      jsonSchema ??= JSON.parse(readFileSync(path.resolve(vfile.cwd, schemaFile), 'utf8')) as JsonNode;
      const node = jsonSchema.properties?.[field];
      return node?.enum ?? node?.items?.enum;
    };
    for (const issue of entryProblems(kind, file, String(vfile.value), referenceNames)) {
      const { line, column } = issue;
      vfile.message(problemOf(issue).message, {
        place: line === undefined ? undefined : { line, column: column ?? 1 },
        ruleId: 'content-check',
        source: 'byer-content',
      });
    }
  };
}
