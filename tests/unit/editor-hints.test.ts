import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

  /** A real post with one edit, and the line number (from 1) of the first line starting with `start`. */
  const post = 'content/posts/building-a-technical-content-engine.md';
  const original = readFileSync(path.join(root, post), 'utf8');
  const lineOf = (text: string, start: string) =>
    text.split('\n').findIndex((line) => line.startsWith(start)) + 1;
  const withoutLine = (text: string, start: string) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith(start))
      .join('\n');

  it('name an unknown field at its line, with the field it is probably a typo of', async () => {
    const text = original.replace(/^title:/m, 'titel:');
    const messages = await editorMessages(post, text);
    expect(messages).toContain(
      `${lineOf(text, 'titel:')}:1 field "titel" is not known: did you mean "title"?`,
    );
    expect(messages).toContain(
      `${lineOf(text, 'excerpt:')}:1 field "title" is missing: add "title: …" above "excerpt:"`,
    );
  });

  it('place a missing field above the next one the schema lists, or at the end of the front matter', async () => {
    const noCategory = withoutLine(original, 'category:');
    expect(await editorMessages(post, noCategory)).toEqual([
      `${lineOf(noCategory, 'cover:')}:1 field "category" is missing: add "category: …" above "cover:"`,
    ]);
    // A field whose own message is "must be a date …" is still reported as missing, in place.
    const noDate = withoutLine(original, 'date:');
    expect(await editorMessages(post, noDate)).toEqual([
      `${lineOf(noDate, 'category:')}:1 field "date" is missing: add "date: …" above "category:" (it must be a date written YYYY-MM-DD)`,
    ]);
    const lastLine = withoutLine(withoutLine(noCategory, 'cover:'), '  ');
    const closing = lastLine.split('\n').indexOf('---', 1) + 1;
    expect(await editorMessages(post, lastLine)).toEqual([
      `${closing}:1 field "category" is missing: add "category: …" at the end of the front matter, before its closing ---`,
    ]);
  });

  it('list the names a reference may take, at its value, as the content check words it', async () => {
    const schema = JSON.parse(readFileSync(path.join(root, 'content/schemas/post.schema.json'), 'utf8')) as {
      properties: { author: { enum: string[] } };
    };
    const authors = schema.properties.author.enum.map((name) => `"${name}"`).join(', ');
    const text = original.replace(/^author: .*$/m, 'author: nobody');
    expect(await editorMessages(post, text)).toEqual([
      `${lineOf(text, 'author:')}:9 field "author" names the author "nobody", which does not exist: use one of ${authors}`,
    ]);
  });

  it('find nothing in a file the content check passes', async () => {
    expect(await editorMessages(post, original)).toEqual([]);
  });

  it("load in plain Node from any folder, as an editor's language server loads .remarkrc.mjs", () => {
    const config = pathToFileURL(path.join(root, '.remarkrc.mjs')).href;
    const script = `const { default: config } = await import(${JSON.stringify(config)}); console.log(typeof config.plugins[1][0]);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir() });
    expect(output.toString().trim()).toBe('function');
  }, 30_000);

  it('leave files outside the collections alone', async () => {
    expect(await editorMessages('docs/a.md', '---\ntitel: x\n---\n')).toEqual([]);
  });
});
