import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readContentSource } from '@/lib/content/server';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { MAX_SOURCE_BYTES } from '@/lib/media/types';

import { writeSiteYaml } from '../fixtures/site-content';

/** A post's front matter that passes every rule, with its body after it. */
const post = (slug: string, body: string, extra = '') =>
  [
    '---',
    `slug: ${slug}`,
    'title: A new post',
    'excerpt: What the post is about.',
    'description: A description that is long enough to pass the meta description rule easily.',
    'author: strategy-team',
    'date: 2026-01-01',
    'category: b2b-marketing-and-lead-generation',
    ...(extra ? [extra] : []),
    '---',
    '',
    body,
  ].join('\n');

let root: string;

function write(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Writes `post(slug, …)` as content/posts/<slug>.md. */
function writePost(slug: string, body: string, extra?: string) {
  write(`content/posts/${slug}.md`, post(slug, body, extra));
}

/** A cover image's front matter. */
const cover = (src: string, alt: string) => `cover:\n  src: ${src}\n  alt: ${alt}`;

/** Problems in the temporary folder's Markdown files (the YAML entries are the small site's). */
function messages() {
  return checkContent(readContentSource(root))
    .issues.filter((issue) => issue.file.endsWith('.md'))
    .map(formatIssue);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const folder of ['posts', 'case-studies', 'portfolio'])
    mkdirSync(path.join(root, 'content', folder), { recursive: true });
  // A small site's YAML collections, which Markdown entries link to.
  writeSiteYaml(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('content found by listing folders', () => {
  it('finds a new YAML service without any registration, in its order', () => {
    const services = checkContent(readContentSource(root)).content.services;
    const last = services.at(-1);
    if (!last) throw new Error('the site has no services to copy');
    const copy = readFileSync(path.join(root, 'content/services', `${last.slug}.yaml`), 'utf8')
      .replace(/^slug: .*$/m, 'slug: a-new-service')
      .replace(/^order: .*$/m, 'order: 0')
      // The temporary folder holds no case studies to relate to.
      .replace(/^relatedCaseStudies:\n(?: {2}- .*\n)*/m, 'relatedCaseStudies: []\n');
    write('content/services/a-new-service.yaml', copy);
    const found = checkContent(readContentSource(root));
    expect(found.issues.filter((issue) => issue.file.endsWith('a-new-service.yaml'))).toEqual([]);
    expect(found.content.services.map((s) => s.slug)).toEqual([
      'a-new-service',
      ...services.map((s) => s.slug),
    ]);
  });

  it('finds a new Markdown post without any registration', () => {
    writePost('brand-new', 'Hello **world**.');
    const { content } = checkContent(readContentSource(root));
    expect(messages()).toEqual([]);
    expect(content.posts.map((p) => p.slug)).toEqual(['brand-new']);
    expect(content.posts[0]?.body).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hello ' },
          { type: 'strong', children: [{ type: 'text', text: 'world' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('reads a case study body split at its three headings, each field on its own lines', () => {
    write('content/media/acme/a.png', Buffer.from('not really a png'));
    write(
      'content/case-studies/acme.md',
      [
        '---',
        'slug: acme',
        'order: 1',
        'client: Acme',
        'title: A title',
        'description: A description that is long enough to pass the meta description rule easily.',
        'industry: Industry',
        'summary: Summary.',
        'highlights: [One, Two]',
        'services: [search-engine-optimization]',
        'art: { palette: orchard, motif: botanical }',
        'cover: { src: ../media/acme/a.png, alt: A picture }',
        'gallery:',
        '  - { src: ../media/acme/a.png, alt: A picture }',
        '  - { src: ../media/acme/a.png, alt: A picture }',
        '---',
        '',
        '# Challenge',
        '',
        'Hard.',
        '',
        '# Approach',
        '',
        'Careful <i>work</i>.',
        '',
        '# Outcome',
        '',
        'Good.',
      ].join('\n'),
    );
    expect(messages()).toEqual([
      'content/case-studies/acme.md:24:9: field "approach" raw HTML is not allowed: write Markdown (see docs/editing.md)',
      'content/case-studies/acme.md:24:16: field "approach" raw HTML is not allowed: write Markdown (see docs/editing.md)',
    ]);
  });
});

describe('refusals name the file, line and column', () => {
  it('raw HTML and unsupported constructs in a body', () => {
    writePost('bad', 'Fine.\n\nSome <b>bold</b>.\n\n# Too big');
    expect(messages()).toEqual([
      'content/posts/bad.md:13:6: field "body" raw HTML is not allowed: write Markdown (see docs/editing.md)',
      'content/posts/bad.md:13:13: field "body" raw HTML is not allowed: write Markdown (see docs/editing.md)',
      'content/posts/bad.md:15:1: field "body" a level-1 heading is not supported: use ## to ####',
    ]);
  });

  it('bad front matter: a missing field, a wrong value, broken YAML', () => {
    for (const [slug, line, written] of [
      ['no-excerpt', 'excerpt: What the post is about.\n', ''],
      ['bad-date', '2026-01-01', '1 Jan 2026'],
      ['broken', 'title: A new post', 'title: [unclosed'],
    ] as const)
      write(`content/posts/${slug}.md`, post(slug, 'Body.').replace(line, written));
    expect(messages()).toEqual([
      // The YAML parser reports where it gave up: the line after the unclosed bracket.
      'content/posts/broken.md:4:1: field "(front matter)" is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      'content/posts/bad-date.md:7:7: field "date" must be a date written YYYY-MM-DD',
      'content/posts/no-excerpt.md:4:1: field "excerpt" is missing: add "excerpt: …" above "description:"',
    ]);
  });

  it('a tab that indents a field: named, with the fix', () => {
    write(
      'content/posts/tabbed.md',
      post('tabbed', 'Body.').replace('title: A new post', 'cover:\n\tsrc: a.png'),
    );
    write('content/services/tabbed.yaml', 'slug: tabbed\ncta:\n\theading: Talk to us\n');
    const fix = 'is indented with a tab, which YAML does not allow: indent with spaces';
    const found = checkContent(readContentSource(root)).issues.map(formatIssue);
    expect(found.filter((m) => m.includes('tabbed'))).toEqual([
      `content/posts/tabbed.md:4:1: field "src" ${fix}`,
      `content/services/tabbed.yaml:3:1: field "heading" ${fix}`,
    ]);
  });

  it('a YAML entry: a wrong value and broken YAML, at their line and column', () => {
    const page = readFileSync(path.join(root, 'content/pages/about.yaml'), 'utf8');
    write('content/services/no-order.yaml', 'slug: no-order\norder: first\n');
    write('content/pages/broken.yaml', page.replace(/^title: .*$/m, 'title: [unclosed'));
    const issues = checkContent(readContentSource(root))
      .issues.filter((issue) => /no-order|broken/.test(issue.file))
      .map(formatIssue);
    expect(issues).toContain('content/services/no-order.yaml:2:8: field "order" must be a whole number');
    expect(issues.find((issue) => issue.startsWith('content/pages/broken.yaml'))).toMatch(
      /^content\/pages\/broken\.yaml:\d+:\d+: field "\(fields\)" is not valid YAML/,
    );
  });

  it('a missing image, an empty alt, an unreadable file, an unsupported format and an oversized source', () => {
    write('content/media/posts/pics/ok.png', Buffer.from('not really a png'));
    write('content/media/posts/pics/huge.png', Buffer.alloc(MAX_SOURCE_BYTES + 1));
    write('content/media/posts/pics/drawing.gif', Buffer.from('gif'));
    writePost('pics', readBody(), cover('../media/posts/pics/ok.png', '""'));
    expect(messages()).toEqual([
      'content/posts/pics.md:11:8: field "cover.alt" must say what the image shows (alt text)',
    ]);
    writePost('pics', readBody(), cover('../media/posts/pics/nope.png', 'A cover'));
    expect(messages()).toEqual([
      'content/posts/pics.md:10:3: field "cover" names "../media/posts/pics/nope.png", which does not exist (looked for content/media/posts/pics/nope.png): content/media/posts/pics/ holds "huge.png", "ok.png"',
      'content/posts/pics.md:14:1: field "body" names "../media/posts/pics/gone.png", which does not exist (looked for content/media/posts/pics/gone.png): content/media/posts/pics/ holds "huge.png", "ok.png"',
      'content/posts/pics.md:16:1: field "body" has an image without alt text: write what it shows, ![what it shows](file)',
      'content/posts/pics.md:16:1: field "body" names "../media/posts/pics/ok.png", but content/media/posts/pics/ok.png is not an image this site can read: save it again as .png, .jpg, .jpeg, .webp, .avif, .svg',
      'content/posts/pics.md:18:1: field "body" names "../media/posts/pics/drawing.gif": use a .png, .jpg, .jpeg, .webp, .avif, .svg file',
      'content/posts/pics.md:20:1: field "body" names "../media/posts/pics/huge.png", which is 5.0 MB: keep sources under 5 MB',
    ]);
  });
});

describe('images judged by their content and place', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

  it('refuses SVG data saved under a .png name, naming the fix', () => {
    write('content/media/posts/pics/acme.png', svg);
    writePost('pics', 'Text.', cover('../media/posts/pics/acme.png', 'A logo'));
    expect(messages()).toEqual([
      'content/posts/pics.md:10:3: field "cover" names "../media/posts/pics/acme.png", but acme.png holds SVG data, not what its name says: rename it acme.svg and name it so',
    ]);
  });

  it('refuses an image path that resolves outside content/, and a link leading out of it', () => {
    write('outside-logo.png', svg);
    writePost('pics', 'Text.', cover('../../outside-logo.png', 'A logo'));
    expect(messages()).toEqual([
      'content/posts/pics.md:10:3: field "cover" names "../../outside-logo.png", which resolves to outside-logo.png, outside content/: put the image under content/media/ and name it from the file',
    ]);
    mkdirSync(path.join(root, 'content/media/posts'), { recursive: true });
    symlinkSync(path.join(root, 'outside-logo.png'), path.join(root, 'content/media/posts/linked.svg'));
    writePost('pics', 'Text.', cover('../media/posts/linked.svg', 'A logo'));
    expect(messages()).toEqual([
      'content/posts/pics.md:10:3: field "cover" names "../media/posts/linked.svg", which is a link to a file outside content/: copy the image itself under content/media/',
    ]);
  });
});

function readBody() {
  return [
    '![A chart](../media/posts/pics/gone.png)',
    '',
    '![](../media/posts/pics/ok.png)',
    '',
    '![A drawing](../media/posts/pics/drawing.gif)',
    '',
    '![A photo](../media/posts/pics/huge.png)',
  ].join('\n');
}
