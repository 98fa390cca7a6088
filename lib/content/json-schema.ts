/**
 * JSON Schemas of the front matter and YAML entries editors write, generated from the zod schemas so the
 * editor's hints and the content check never disagree. Committed under content/schemas/;
 * a unit test fails when they are stale (regenerate with npm run content:schema).
 */
import { z } from 'zod';

import {
  caseStudySchema,
  clientsSchema,
  landingSchema,
  pageSchema,
  portfolioItemSchema,
  postSchema,
  serviceSchema,
} from './schema';

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
};

export const SCHEMA_DIR = 'content/schemas';

export function frontMatterJsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FRONT_MATTER_SCHEMAS).map(([name, schema]) => [
      `${SCHEMA_DIR}/${name}.schema.json`,
      `${JSON.stringify({ title: `Fields of a ${name} entry`, ...z.toJSONSchema(schema, { io: 'input' }) }, null, 2)}\n`,
    ]),
  );
}
