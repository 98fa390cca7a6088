/**
 * A production build leaves drafts and scheduled entries out everywhere: built in a copy of
 * the project with a draft post, a post and a case study dated the day after the build's
 * "today" (CONTENT_TODAY, so the clock plays no part).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { listCaseStudies, listPosts, listServices } from '@/lib/content/server';
import { caseStudyPath, postPath, ROUTES, servicePath } from '@/lib/routes';
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { FEED_PATH } from '@/lib/seo/feed';

import { copyProject, type ProjectCopy } from './project-copy';

const port = Number(process.env.EDITING_PORT ?? 3241) + 1;
const base = `http://127.0.0.1:${port}`;

const newest = listPosts()[0]!;
const study = listCaseStudies()[0]!;
/** The build publishes for the newest real post's day; the hidden entries are dated the next. */
const today = newest.date;
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const hidden = {
  draft: { slug: 'zz-draft-post', title: 'Zz draft marker post', path: postPath('zz-draft-post') },
  scheduledPost: {
    slug: 'zz-scheduled-post',
    title: 'Zz scheduled marker post',
    path: postPath('zz-scheduled-post'),
  },
  scheduledStudy: {
    slug: 'zz-scheduled-study',
    title: 'Zz scheduled marker study',
    path: caseStudyPath('zz-scheduled-study'),
  },
};

/** An existing entry's file with a new slug and title, and extra front-matter lines. */
function variant(copy: ProjectCopy, file: string, slug: string, title: string, extra: string[]): string {
  return copy
    .read(file)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^title: .*$/m, `title: ${title}`)
    .replace(/^date: .*\n/m, '')
    .replace(/^---\n/, `---\n${extra.join('\n')}\n`);
}

let copy: ProjectCopy;

test.beforeAll(async () => {
  test.setTimeout(3_000_000);
  copy = copyProject('publish');
  const postFile = `content/posts/${newest.slug}.md`;
  copy.write(
    `content/posts/${hidden.draft.slug}.md`,
    variant(copy, postFile, hidden.draft.slug, hidden.draft.title, [`date: ${today}`, 'draft: true']),
  );
  copy.write(
    `content/posts/${hidden.scheduledPost.slug}.md`,
    variant(copy, postFile, hidden.scheduledPost.slug, hidden.scheduledPost.title, [`date: ${tomorrow}`]),
  );
  copy.write(
    `content/case-studies/${hidden.scheduledStudy.slug}.md`,
    variant(
      copy,
      `content/case-studies/${study.slug}.md`,
      hidden.scheduledStudy.slug,
      hidden.scheduledStudy.title,
      [`date: ${tomorrow}`],
    ).replace(/^order: .*$/m, 'order: 999'),
  );
  await copy.serve('sh', ['-c', `npm run build && npx next start -p ${port} -H 127.0.0.1`], base, {
    CONTENT_TODAY: today,
  });
});

test.afterAll(async () => copy?.remove());

for (const entry of Object.values(hidden)) {
  test(`${entry.path} answers 404`, async ({ request }) => {
    expect((await request.get(`${base}${entry.path}`)).status()).toBe(404);
  });
}

const lists = [
  ROUTES.blog,
  ROUTES.caseStudies,
  ROUTES.portfolio,
  '/sitemap.xml',
  FEED_PATH,
  SEARCH_INDEX_PATH,
  SEARCH_BODY_PATH,
  ...listServices().map((s) => servicePath(s.slug)),
];

test('no list, sitemap, feed or search index names them, while naming the published entries', async ({
  request,
}) => {
  const texts = new Map<string, string>();
  for (const list of lists) texts.set(list, await (await request.get(`${base}${list}`)).text());
  // The same lists do name the published entries the hidden ones were copied from.
  expect(texts.get('/sitemap.xml')).toContain(postPath(newest.slug));
  expect(texts.get(FEED_PATH)).toContain(postPath(newest.slug));
  expect(texts.get(SEARCH_INDEX_PATH)).toContain(newest.slug);
  expect(texts.get(ROUTES.caseStudies)).toContain(caseStudyPath(study.slug));
  for (const [list, text] of texts)
    for (const entry of Object.values(hidden)) {
      expect(text, `${list} names ${entry.slug}`).not.toContain(entry.slug);
      expect(text, `${list} names "${entry.title}"`).not.toContain(entry.title);
    }
});

test('no share image is drawn for them', () => {
  const files = readdirSync(path.join(copy.root, 'public/og'), { recursive: true, encoding: 'utf8' });
  expect(files.length).toBeGreaterThan(0);
  for (const entry of Object.values(hidden)) expect(files.filter((f) => f.includes(entry.slug))).toEqual([]);
});
