/**
 * JSON Schemas of the front matter editors write, generated from the zod schemas so the
 * editor's hints and the content check never disagree. Committed under content/schemas/;
 * a unit test fails when they are stale (regenerate with npm run content:schema).
 */
import { z } from 'zod';

import { caseStudySchema, portfolioItemSchema, postSchema } from './schema';

/** Front matter only: bodies are Markdown below it (a case study's three parts included). */
export const FRONT_MATTER_SCHEMAS = {
  post: postSchema.omit({ body: true }),
  'case-study': caseStudySchema.omit({ challenge: true, approach: true, outcome: true }),
  portfolio: portfolioItemSchema,
};

export const SCHEMA_DIR = 'content/schemas';

export function frontMatterJsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FRONT_MATTER_SCHEMAS).map(([name, schema]) => [
      `${SCHEMA_DIR}/${name}.schema.json`,
      `${JSON.stringify({ title: `Front matter of a ${name}`, ...z.toJSONSchema(schema, { io: 'input' }) }, null, 2)}\n`,
    ]),
  );
}
