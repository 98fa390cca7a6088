import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { cmsFileCollections } from '@/lib/content/cms-config';
import { splitFrontMatter } from '@/lib/content/front-matter';
import { postSchema, serviceSchema } from '@/lib/content/schema';
import { writeYamlLike } from '@/lib/content/yaml-edit';

/** Every YAML the web editor saves: the YAML files and the Markdown files' front matter. */
const sources = ['services', 'landings', 'pages', 'posts', 'case-studies', 'portfolio'].flatMap((folder) =>
  readdirSync(path.join('content', folder)).map((name) => {
    const text = readFileSync(path.join('content', folder, name), 'utf8');
    return [`${folder}/${name}`, name.endsWith('.md') ? `${splitFrontMatter(text)!.yaml}\n` : text] as const;
  }),
);
const orderOf = (shape: object) => Object.keys(shape).map((name) => ({ name }));
const changedLines = (a: string, b: string) => {
  const [before, after] = [a.split('\n'), b.split('\n')];
  return (
    before.filter((line, index) => after[index] !== line).length + Math.max(0, after.length - before.length)
  );
};

describe('the web editor writes YAML as people do', () => {
  it('an unchanged entry is written back byte for byte, every file of content/', () => {
    expect(sources.length).toBeGreaterThan(10);
    for (const [name, source] of sources) expect(writeYamlLike(source, parse(source), []), name).toBe(source);
  });

  it('a one-field edit in a list is a one-line change, the rest kept as written', () => {
    const [, source] = sources.find(([name]) => name.startsWith('services/'))!;
    const data = parse(source);
    data.faqs[0].answer = `${data.faqs[0].answer} Edited.`;
    const written = writeYamlLike(source, data, orderOf(serviceSchema.shape));
    expect(changedLines(source, written)).toBe(1);
    expect(parse(written)).toEqual(data);
  });

  it('a key the file lacked goes where the schema puts it; a removed key goes', () => {
    const [, source] = sources.find(([name]) => name.startsWith('posts/'))!;
    const { cover, ...data } = parse(source) as Record<string, unknown>;
    const order = orderOf(postSchema.shape);
    const withoutCover = writeYamlLike(source, data, order);
    expect(parse(withoutCover)).toEqual(data);
    const restored = writeYamlLike(withoutCover, { ...data, cover }, order);
    expect(Object.keys(parse(restored))).toEqual(Object.keys(parse(source)));
  });

  it('a new file follows the schema order, whatever order the editor sends', () => {
    const order = orderOf(postSchema.shape);
    const shuffled = Object.fromEntries(order.map(({ name }) => [name, 'x']).reverse());
    expect(Object.keys(parse(writeYamlLike(undefined, shuffled, order)))).toEqual(order.map((f) => f.name));
  });

  it("a first entry in a file's empty list is a block list in the schema's order, the comments kept", () => {
    const source = readFileSync('content/team.yaml', 'utf8');
    expect(source).toMatch(/^people: \[\]$/m);
    const person = {
      photo: { alt: 'A test portrait', src: 'media/team/test.png' },
      role: 'Test role',
      name: 'Test Person',
    };
    // The order the editor writes in: its fields, generated from the schema.
    const choices = { categories: [], authors: [], services: [], caseStudies: [], pagePaths: [] };
    const order = cmsFileCollections(choices).find((c) => c.name === 'team')!.files[0].fields;
    const written = writeYamlLike(source, { people: [person] }, order);
    expect(parse(written)).toEqual({ people: [person] });
    const entry = [
      'people:',
      '  - name: Test Person',
      '    role: Test role',
      '    photo:',
      '      src: media/team/test.png',
      '      alt: A test portrait',
      '',
    ].join('\n');
    expect(written).toBe(source.replace(/^people: \[\]\n/m, entry));
  });
});
