import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { frontMatterJsonSchemas } from '@/lib/content/json-schema';

describe('the committed front matter JSON Schemas', () => {
  it('match the zod schemas (run npm run content:schema after changing lib/content/schema.ts)', () => {
    for (const [file, text] of Object.entries(frontMatterJsonSchemas()))
      expect(readFileSync(path.join(process.cwd(), file), 'utf8'), file).toBe(text);
  });

  it('require what the content check requires, e.g. a post needs a non-empty alt on its cover', () => {
    const post = JSON.parse(frontMatterJsonSchemas()['content/schemas/post.schema.json'] ?? '{}');
    expect(post.required).toEqual(['slug', 'title', 'excerpt', 'description', 'author', 'date', 'category']);
    expect(post.properties.cover.required).toEqual(['src', 'alt']);
    expect(post.properties.cover.properties.alt.minLength).toBe(1);
  });
});
