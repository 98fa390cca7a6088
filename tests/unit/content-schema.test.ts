import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { frontMatterJsonSchemas } from '@/lib/content/json-schema';
import { authors, categories } from '@/lib/content/lists';
import { referenceNames } from '@/lib/content/server';
import { EDITING_DOC, editingDocWithTables, FIELD_DOCS_START } from '@/lib/content/server/field-docs';

import { siteContent, siteSource } from '../fixtures/site-content';

const names = referenceNames();
const schemas = frontMatterJsonSchemas(names);
const schemaOf = (kind: string) => JSON.parse(schemas[`content/schemas/${kind}.schema.json`] ?? '{}');

describe('the committed front matter JSON Schemas', () => {
  it('match the zod schemas and the content (run npm run content:schema)', () => {
    for (const [file, text] of Object.entries(schemas))
      expect(readFileSync(path.join(process.cwd(), file), 'utf8'), file).toBe(text);
  });

  it('require what the content check requires, e.g. a post needs a non-empty alt on its cover', () => {
    const post = schemaOf('post');
    expect(post.required).toEqual(['slug', 'title', 'excerpt', 'description', 'author', 'date', 'category']);
    expect(post.properties.cover.required).toEqual(['src', 'alt']);
    expect(post.properties.cover.properties.alt.minLength).toBe(1);
  });

  it('refuse fields the check does not know', () => {
    for (const kind of ['post', 'case-study', 'portfolio', 'service', 'landing', 'page'])
      expect(schemaOf(kind).additionalProperties, kind).toBe(false);
    expect(schemaOf('post').properties.cover.additionalProperties).toBe(false);
  });

  it('offer the categories, authors, services and case studies there are', () => {
    expect(schemaOf('post').properties.category.enum).toEqual(categories.map((c) => c.slug).sort());
    expect(schemaOf('post').properties.author.enum).toEqual(authors.map((a) => a.id).sort());
    // The services and case studies come from the collections' files: a small site's here.
    const site = siteContent();
    const fixtureSchemas = frontMatterJsonSchemas(referenceNames(siteSource()));
    const fixtureSchemaOf = (kind: string) =>
      JSON.parse(fixtureSchemas[`content/schemas/${kind}.schema.json`]!);
    expect(fixtureSchemaOf('case-study').properties.services.items.enum).toEqual(
      site.services.map((s) => s.slug).sort(),
    );
    expect(fixtureSchemaOf('service').properties.relatedCaseStudies.items.enum).toEqual(
      site.caseStudies.map((c) => c.slug).sort(),
    );
  });
});

describe('the field tables of docs/editing.md', () => {
  it('are the ones the schemas give (run npm run content:schema)', async () => {
    const doc = readFileSync(path.join(process.cwd(), EDITING_DOC), 'utf8');
    expect(doc).toContain(FIELD_DOCS_START);
    expect(doc).toBe(await editingDocWithTables(process.cwd(), names));
  });

  it('say which case-study fields are required', () => {
    const doc = readFileSync(path.join(process.cwd(), EDITING_DOC), 'utf8');
    for (const field of ['cover', 'gallery', 'art'])
      expect(doc).toMatch(new RegExp(`\\| \`${field}\` +\\| yes`));
  });
});
