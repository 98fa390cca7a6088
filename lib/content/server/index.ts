/**
 * The only reader of content/'s entry folders (Markdown and YAML; the typed lists such as
 * content/site.ts are plain modules): checks what ./source.ts reads (a problem fails the
 * build with file, line, column and fix) and answers queries for pages. A build
 * loads once per process; `next dev` reloads when a file under content/ changes, so an
 * editor's save shows on the next reload (lib/content/server/freshness.ts).
 */

import authors from '@/content/authors';
import categories from '@/content/categories';
import type { LandingKind } from '@/lib/routes';

import { contentToday } from '../dates';
import type { ReferenceNames } from '../json-schema';
import { readingMinutes } from '../markdown';
import { headlineResult } from '../proof';
import type { CaseStudy, ContentImage, Landing, Page, Post, Service } from '../schema';
import {
  checkContent,
  type Content,
  type ContentEntry,
  ContentError,
  type ContentSource,
  routesOf,
} from '../validate';
import { contentFingerprint } from './freshness';
import { CONTENT_ROOT, FOLLOW_FILES, readContentSource } from './source';

export { CLIENTS_FILE, readContentSource } from './source';

/**
 * The names a reference field may hold, read without the check (an entry being written may
 * not pass yet): for the editor hints' enums (lib/content/json-schema.ts). Drafts count.
 */
export function referenceNames(source: ContentSource = readContentSource()): ReferenceNames {
  const slugsOf = (entries: ContentEntry[]) =>
    entries.flatMap(({ data }) => {
      const slug = (data as { slug?: unknown }).slug;
      return typeof slug === 'string' ? [slug] : [];
    });
  return {
    categories: categories.map((c) => c.slug),
    authors: authors.map((a) => a.id),
    services: slugsOf(source.services),
    caseStudies: slugsOf(source.caseStudies),
  };
}

let loaded: { content: Content; fingerprint: string } | undefined;

function readAndCheck(): Content {
  // Drafts and scheduled entries: shown and badged in `next dev`, left out of a build.
  const { content, issues } = checkContent(readContentSource(), {
    today: contentToday(),
    showUnpublished: FOLLOW_FILES,
  });
  if (issues.length > 0) throw new ContentError(issues);
  // Editors set where a service, case study or portfolio item appears with its `order` field.
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return {
    ...content,
    services: [...content.services].sort(byOrder),
    caseStudies: [...content.caseStudies].sort(byOrder),
    portfolio: [...content.portfolio].sort(byOrder),
  };
}

export function loadContent(): Content {
  const fingerprint = FOLLOW_FILES ? contentFingerprint(CONTENT_ROOT) : '';
  // A refusal is not kept: the next request reads the files again and shows the page once fixed.
  if (loaded?.fingerprint !== fingerprint) loaded = { content: readAndCheck(), fingerprint };
  return loaded.content;
}

/**
 * A value derived from the content, computed once per load: once per process in a build,
 * again after an editor's save in `next dev`.
 */
export function perContent<T>(derive: (content: Content) => T): () => T {
  let memo: { from: Content; value: T } | undefined;
  return () => {
    const content = loadContent();
    if (memo?.from !== content) memo = { from: content, value: derive(content) };
    return memo.value;
  };
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what} in content/`);
  return value;
}

export const allRoutes = (): string[] => routesOf(loadContent());

export const getPage = (path: string): Page =>
  found(
    loadContent().pages.find((p) => p.path === path),
    `page for ${path}`,
  );

export const listServices = (): Service[] => loadContent().services;
export const getService = (slug: string): Service =>
  found(
    listServices().find((s) => s.slug === slug),
    `service "${slug}"`,
  );

export const listCaseStudies = (): CaseStudy[] => loadContent().caseStudies;
export const getCaseStudy = (slug: string): CaseStudy =>
  found(
    listCaseStudies().find((c) => c.slug === slug),
    `case study "${slug}"`,
  );
/**
 * What a case study card shows (null, not undefined: page props must be JSON): with its
 * headline figure once the agency supplies results.
 */
export const caseStudyCard = ({ slug, client, title, industry, cover, unpublished, results }: CaseStudy) => ({
  slug,
  client,
  title,
  industry,
  cover: cover ?? null,
  headline: headlineResult(results) ?? null,
  ...(unpublished && { unpublished }),
});

export const caseStudiesBySlugs = (slugs: string[]): CaseStudy[] => slugs.map(getCaseStudy);
export const servicesBySlugs = (slugs: string[]): Service[] => slugs.map(getService);

export const listPortfolio = () => loadContent().portfolio;

/** Client logos for the home page: none until the agency supplies them. */
export const listClientLogos = () => loadContent().clients;

export const listCategories = () => loadContent().categories;
export const getCategory = (slug: string) =>
  found(
    listCategories().find((c) => c.slug === slug),
    `category "${slug}"`,
  );
export const getAuthor = (id: string) =>
  found(
    loadContent().authors.find((a) => a.id === id),
    `author "${id}"`,
  );

/** What a list of posts needs: everything but the body, plus derived facts. */
export interface PostSummary extends Omit<Post, 'body'> {
  readingMinutes: number;
  categoryName: string;
  authorName: string;
}

export function summarizePost({ body, ...post }: Post): PostSummary {
  return {
    ...post,
    readingMinutes: readingMinutes(body),
    categoryName: getCategory(post.category).name,
    authorName: getAuthor(post.author).name,
  };
}

const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

// Sorted and mapped once per load: every post page asks for its post and its related ones,
// and at 1,000 posts sorting on each call cost the build seconds.
const postsNewestFirst = perContent((content) => [...content.posts].sort(newestFirst));
const postsBySlug = perContent(() => new Map(listPosts().map((p) => [p.slug, p])));

/** Every post, newest first. The list is shared: callers copy before they reorder it. */
export const listPosts = (): Post[] => postsNewestFirst();
export const getPost = (slug: string): Post => found(postsBySlug().get(slug), `post "${slug}"`);
export const postsInCategory = (slug: string): Post[] => listPosts().filter((p) => p.category === slug);

/** Same category first, then the most recent others. */
export function relatedPosts(post: Post, count = 3): Post[] {
  const others = listPosts().filter((p) => p.slug !== post.slug);
  const sameCategory = others.filter((p) => p.category === post.category);
  return [...sameCategory, ...others.filter((p) => p.category !== post.category)].slice(0, count);
}

export const listLandings = (kind?: LandingKind): Landing[] =>
  loadContent().landings.filter((l) => !kind || l.kind === kind);
export const getLanding = (kind: LandingKind, slug: string): Landing =>
  found(
    listLandings(kind).find((l) => l.slug === slug),
    `${kind} landing "${slug}"`,
  );

/**
 * What a post card renders, and nothing more: a list page's data grows with each field. The
 * cover is there on every list (lazy below the first screen), so a list reads as the posts
 * look, as the related posts under an article do.
 */
export type PostCardData = Pick<
  PostSummary,
  'slug' | 'title' | 'excerpt' | 'date' | 'readingMinutes' | 'categoryName' | 'unpublished'
> & { cover: ContentImage | null };

export function postCard(post: Post): PostCardData {
  const { slug, title, excerpt, date, readingMinutes, categoryName, unpublished } = summarizePost(post);
  // Only `npm run dev` has unpublished posts: a build's cards carry no empty field for it.
  return {
    slug,
    title,
    excerpt,
    date,
    readingMinutes,
    categoryName,
    cover: post.cover ?? null,
    ...(unpublished && { unpublished }),
  };
}
