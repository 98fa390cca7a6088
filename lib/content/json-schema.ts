/**
 * JSON Schemas of the front matter and YAML entries editors write, generated from the zod
 * schemas so the editor's hints and the content check never disagree, with the names a
 * reference may use (categories, authors, services, case studies) as enums. Committed under
 * content/schemas/; a unit test fails when they are stale (regenerate with npm run
 * content:schema; the build writes them too, `npm run dev` never).
 */
import { z } from 'zod';

import {
  caseStudySchema,
  clientsSchema,
  contactSchema,
  landingSchema,
  pageSchema,
  portfolioItemSchema,
  postSchema,
  serviceSchema,
  teamSchema,
} from './schema';
import { checkWords } from './schema-words';

/**
 * Markdown entries: front matter only, bodies are Markdown below it (a case study's three
 * parts included). YAML entries (services, landings, pages): the whole file.
 */
export const FRONT_MATTER_SCHEMAS = {
  post: postSchema.omit({ body: true }),
  'case-study': caseStudySchema.omit({ challenge: true, approach: true, outcome: true }),
  portfolio: portfolioItemSchema,
  service: serviceSchema,
  landing: landingSchema,
  page: pageSchema,
  clients: clientsSchema,
  team: teamSchema,
  contact: contactSchema,
};

export type EntryKind = keyof typeof FRONT_MATTER_SCHEMAS;

export const SCHEMA_DIR = 'content/schemas';

/** The names each reference field may hold, as the content has them now. */
export interface ReferenceNames {
  categories: string[];
  authors: string[];
  services: string[];
  caseStudies: string[];
}

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: string[];
  [key: string]: unknown;
};

/** A reference in a kind's entries: its field, the names it may take, and how a refusal names it. */
interface Reference {
  field: string;
  names: keyof ReferenceNames;
  list: boolean;
  what: string;
}

/** Where each kind's references sit (the content check and the editor hints word them alike). */
export const REFERENCES: Partial<Record<EntryKind, Reference[]>> = {
  post: [
    { field: 'category', names: 'categories', list: false, what: 'the category' },
    { field: 'author', names: 'authors', list: false, what: 'the author' },
  ],
  'case-study': [{ field: 'services', names: 'services', list: true, what: 'the service' }],
  service: [{ field: 'relatedCaseStudies', names: 'caseStudies', list: true, what: 'the case study' }],
};

/** How a refusal names what a reference field points at, e.g. "the category". */
export const referenceWhat = (kind: EntryKind, field: string): string =>
  REFERENCES[kind]!.find((reference) => reference.field === field)!.what;

/**
 * The check's own words for a value its pattern refuses ("must be a US ZIP code, e.g.
 * 90245"), as VS Code shows them (`patternErrorMessage`) instead of the regular expression.
 */
const patternWords: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({
  zodSchema,
  jsonSchema,
}) => {
  const words =
    typeof jsonSchema.pattern === 'string' && checkWords(zodSchema as unknown as z.ZodType).invalid_format;
  if (words) jsonSchema.patternErrorMessage = words;
};

export function entryJsonSchema(kind: EntryKind, names: ReferenceNames): JsonSchema {
  const schema = z.toJSONSchema(FRONT_MATTER_SCHEMAS[kind], {
    io: 'input',
    target: 'draft-7',
    override: patternWords,
  }) as JsonSchema;
  for (const { field, names: from, list } of REFERENCES[kind] ?? []) {
    const property = schema.properties?.[field];
    const target = list ? property?.items : property;
    if (target) target.enum = [...names[from]].sort();
  }
  return schema;
}

export function frontMatterJsonSchemas(names: ReferenceNames): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(FRONT_MATTER_SCHEMAS) as EntryKind[]).map((kind) => [
      `${SCHEMA_DIR}/${kind}.schema.json`,
      `${JSON.stringify({ title: `Fields of a ${kind} entry`, ...entryJsonSchema(kind, names) }, null, 2)}\n`,
    ]),
  );
}
