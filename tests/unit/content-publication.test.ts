/**
 * Drafts and scheduled entries (on small files in a temporary folder, with "today" given),
 * and the entries `npm run new` writes, which pass once their placeholders are replaced.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { contentToday, unpublished } from '@/lib/content/dates';
import { authors, categories } from '@/lib/content/lists';
import { PLACEHOLDER, scaffold, SCAFFOLD_KINDS } from '@/lib/content/scaffold';
import { readContentSource } from '@/lib/content/server';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { ART_MOTIF_NAMES, ART_PALETTE_NAMES, type ArtDirection, artKey } from '@/lib/media/art-direction';

import { writeSiteYaml } from '../fixtures/site-content';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
const tempRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-publication-'));
  roots.push(root);
  return root;
};

const TODAY = '2026-06-15';

function postsRoot(posts: Record<string, string[]>): string {
  const root = tempRoot();
  for (const folder of ['posts', 'case-studies', 'portfolio', 'pages', 'services', 'landings'])
    mkdirSync(path.join(root, 'content', folder), { recursive: true });
  for (const [slug, extra] of Object.entries(posts))
    writeFileSync(
      path.join(root, 'content/posts', `${slug}.md`),
      [
        '---',
        `slug: ${slug}`,
        'title: A post',
        'excerpt: What it says.',
        'description: A description long enough for search results, written for the fixture post.',
        `author: ${authors[0]!.id}`,
        `category: ${categories[0]!.slug}`,
        ...extra,
        '---',
        '',
        'The body.',
        '',
      ].join('\n'),
    );
  return root;
}

const fixture = postsRoot({
  live: ['date: 2026-06-15'],
  draft: ['date: 2026-06-01', 'draft: true'],
  scheduled: ['date: 2026-06-16'],
});

describe('drafts and scheduled entries', () => {
  it('are left out of a build', () => {
    const { content, issues } = checkContent(readContentSource(fixture), { today: TODAY });
    expect(issues.map(formatIssue).filter((m) => m.startsWith('content/posts'))).toEqual([]);
    expect(content.posts.map((p) => p.slug)).toEqual(['live']);
  });

  it('are kept and marked in dev', () => {
    const { content } = checkContent(readContentSource(fixture), { today: TODAY, showUnpublished: true });
    expect(Object.fromEntries(content.posts.map((p) => [p.slug, p.unpublished ?? null]))).toEqual({
      draft: { state: 'draft' },
      live: null,
      scheduled: { state: 'scheduled', date: '2026-06-16' },
    });
  });

  it('go live on their date', () => {
    expect(unpublished({ date: '2026-06-16' }, '2026-06-15')).toEqual({
      state: 'scheduled',
      date: '2026-06-16',
    });
    expect(unpublished({ date: '2026-06-16' }, '2026-06-16')).toBeUndefined();
    expect(unpublished({ date: '2026-06-16', draft: true }, '2026-07-01')).toEqual({ state: 'draft' });
  });

  it('may hold placeholders while drafts, not once published', () => {
    const root = postsRoot({});
    writeFileSync(
      path.join(root, 'content/posts/wip.md'),
      `---\nslug: wip\ntitle: "${PLACEHOLDER} title"\nexcerpt: x\ndescription: A description long enough for search results, written for the fixture.\nauthor: ${authors[0]!.id}\ncategory: ${categories[0]!.slug}\ndate: 2026-06-01\ndraft: true\n---\n\nBody.\n`,
    );
    const asDraft = checkContent(readContentSource(root), { today: TODAY, showUnpublished: true });
    expect(asDraft.issues.map(formatIssue).filter((m) => m.startsWith('content/posts'))).toEqual([]);
    writeFileSync(
      path.join(root, 'content/posts/wip.md'),
      `---\nslug: wip\ntitle: "${PLACEHOLDER} title"\nexcerpt: x\ndescription: A description long enough for search results, written for the fixture.\nauthor: ${authors[0]!.id}\ncategory: ${categories[0]!.slug}\ndate: 2026-06-01\n---\n\nBody.\n`,
    );
    const published = checkContent(readContentSource(root), { today: TODAY });
    expect(published.issues.map(formatIssue).filter((m) => m.startsWith('content/posts'))).toEqual([
      `content/posts/wip.md:3:8: field "title" still holds "${PLACEHOLDER}", text left for an editor to write (npm run new and npm run capture leave it): write the real text`,
    ]);
  });
});

describe('today', () => {
  it('is the UTC day, or CONTENT_TODAY when given', () => {
    expect(contentToday({}, new Date('2026-05-06T23:30:00Z'))).toBe('2026-05-06');
    expect(contentToday({ CONTENT_TODAY: '2030-01-02' })).toBe('2030-01-02');
  });

  it('refuses a CONTENT_TODAY that is no day', () => {
    expect(() => contentToday({ CONTENT_TODAY: '2030-02-30' })).toThrow(
      'CONTENT_TODAY is "2030-02-30": write a day as YYYY-MM-DD',
    );
  });
});

describe('npm run new', () => {
  it.each(SCAFFOLD_KINDS)('writes a %s that passes once its placeholders are replaced', (kind) => {
    // A small site to publish into: its services and pages are what the entry may name.
    const root = postsRoot({});
    writeSiteYaml(root);
    const { file, text } = scaffold(kind, 'Quarterly Growth Review', {
      today: TODAY,
      author: authors[0]!.id,
      category: categories[0]!.slug,
      nextOrder: 99,
    });
    // What an editor does: writes the text, adds the pictures, publishes, and chooses a cover
    // look no other case study has (the art check is art-direction.test.ts).
    const used = new Set(
      readContentSource(root).caseStudies.map(({ data }) => artKey((data as { art: ArtDirection }).art)),
    );
    const [palette, motif] = ART_PALETTE_NAMES.flatMap((p) =>
      ART_MOTIF_NAMES.map((m) => [p, m] as const),
    ).find(([p, m]) => !used.has(artKey({ palette: p, motif: m })))!;
    const done = text
      .replaceAll(`${PLACEHOLDER} `, '')
      .replace(/^draft: true\n/m, '')
      .replace('palette: "palette"', `palette: ${palette}`)
      .replace('motif: "motif"', `motif: ${motif}`);
    expect(done).not.toContain('draft:');
    writeFileSync(path.join(root, file), done);
    for (const [, src = ''] of done.matchAll(/^\s*-? *src: (\S+)/gm)) {
      const picture = path.join(root, path.dirname(file), src);
      mkdirSync(path.dirname(picture), { recursive: true });
      cpSync(path.join(process.cwd(), 'content/media/case-studies/ami/cover.png'), picture);
    }
    const { issues } = checkContent(readContentSource(root), { today: TODAY, showUnpublished: false });
    expect(issues.map(formatIssue).filter((m) => m.startsWith(file))).toEqual([]);
  });
});
