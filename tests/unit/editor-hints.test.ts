import { readFileSync } from 'node:fs';
import path from 'node:path';

import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';

import { type EntryKind, SCHEMA_DIR } from '@/lib/content/json-schema';
import { KINDS } from '@/lib/content/server/field-docs';

import remarkConfig, { frontMatterSchemas } from '../../.remarkrc.mjs';

const root = process.cwd();
const vscodeSettings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as {
  'yaml.schemas': Record<string, string[]>;
};

/** Where each kind's schema is said to apply: the docs' file pattern with `*` for the name. */
const expected = (extension: string) =>
  Object.fromEntries(
    (Object.entries(KINDS) as [EntryKind, { file: string }][])
      .filter(([, { file }]) => file.endsWith(extension))
      .map(([kind, { file }]) => [`./${SCHEMA_DIR}/${kind}.schema.json`, [file.replace(/<\w+>/, '*')]]),
  );

/** What the editor shows for a Markdown file at `file`, as `line:column reason`. */
async function editorMessages(file: string, text: string): Promise<string[]> {
  const vfile = new VFile({ path: file, value: text, cwd: root });
  const processor = unified().use(remarkParse).use(remarkConfig);
  await processor.run(processor.parse(vfile), vfile);
  return vfile.messages.map((message) => `${message.line}:${message.column} ${message.reason}`);
}

describe('front matter hints in the editor (.remarkrc.mjs, .vscode/)', () => {
  it('tie every Markdown collection to its schema', () => {
    expect(frontMatterSchemas).toEqual(expected('.md'));
  });

  it('tie every YAML collection to its schema', () => {
    expect(vscodeSettings['yaml.schemas']).toEqual(expected('.yaml'));
  });

  it('name a field the schema does not know', async () => {
    const messages = await editorMessages('content/posts/a.md', '---\ntitel: A post\n---\n\nText.\n');
    expect(messages).toContainEqual(expect.stringContaining('Must NOT have additional properties'));
    expect(messages).toContainEqual(expect.stringContaining("Must have required property 'title'"));
  });

  it('list the allowed values of a reference, at its line', async () => {
    const messages = await editorMessages('content/posts/a.md', '---\ntitle: A post\nauthor: nobody\n---\n');
    const author = messages.find((message) => message.includes('#/properties/author/enum'));
    expect(author).toMatch(/^3:9 Must be equal to one of the allowed values: `/);
  });

  it('leave files outside the collections alone', async () => {
    expect(await editorMessages('docs/a.md', '---\ntitel: x\n---\n')).toEqual([]);
  });
});
