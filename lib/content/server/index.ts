/**
 * The only reader of content/'s entry folders (Markdown and YAML; the typed lists such as
 * content/site.ts are plain modules): checks what ./source.ts reads (a problem fails the
 * build with file, line, column and fix) and answers queries for pages. A build
 * loads once per process; `next dev` reloads when a file under content/ changes, so an
 * editor's save shows on the next reload (lib/content/server/freshness.ts).
 */

import authors from '@/content/authors';
import categories from '@/content/categories';
import { caseStudyPath, type LandingKind, landingPath, postPath, ROUTES, servicePath } from '@/lib/routes';

import { CONTACT_FILE } from '../contact-facts';
import { contentToday } from '../dates';
import type { ReferenceNames } from '../json-schema';
import { readingMinutes } from '../markdown';
import { headlineResult } from '../proof';
import type { CaseStudy, ContactFacts, ContentImage, Landing, Page, Post, Service } from '../schema';
import {
  checkContent,
  type Content,
  type ContentEntry,
  ContentError,
  type ContentIssue,
  type ContentSource,
  routesOf,
} from '../validate';
import { contentFingerprint } from './freshness';
import { CONTENT_ROOT, FOLLOW_FILES, readContentSource } from './source';

export { CLIENTS_FILE, readContentSource, TEAM_FILE } from './source';

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

/** A page asked for that no entry makes: a 404 in `next dev` as in a build. */
export class MissingContent extends Error {
  constructor(what: string) {
    super(`No ${what} in content/`);
    this.name = 'MissingContent';
  }
}

/** The content as checked, and in `next dev` the pages that broken entries keep from showing. */
interface Loaded {
  content: Content;
  /** Page path → the problems of the entry that makes it. */
  broken: Map<string, ContentIssue[]>;
  /** Every problem found, for the dev server's terminal. */
  issues: ContentIssue[];
}

let loaded: (Loaded & { fingerprint: string }) | undefined;

const field = (entry: ContentEntry, name: string): string | undefined => {
  const value = (entry.data as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The pages each entry file makes: a problem in the file breaks these and nothing else. A
 * portfolio item shows on the portfolio page. Shared lists (categories, authors, menus,
 * client logos) have no page of their own: the site's every page reads them.
 */
function pagesByFile(source: ContentSource): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const add = (
    entries: ContentEntry[],
    paths: (entry: ContentEntry, slug?: string) => (string | undefined)[],
  ) => {
    for (const entry of entries) {
      const slugs = new Set([field(entry, 'slug'), entry.key]);
      const found = [...slugs].flatMap((slug) => paths(entry, slug));
      pages.set(entry.file, [...new Set(found.filter((p): p is string => p !== undefined))]);
    }
  };
  add(source.posts, (_entry, slug) => [slug && postPath(slug)]);
  add(source.caseStudies, (_entry, slug) => [slug && caseStudyPath(slug)]);
  add(source.services, (_entry, slug) => [slug && servicePath(slug)]);
  add(source.portfolio, () => [ROUTES.portfolio]);
  add(source.pages, (entry) => [field(entry, 'path')]);
  add(source.landings, (entry, slug) => {
    const kind = field(entry, 'kind') as LandingKind | undefined;
    return [kind && slug ? landingPath({ kind, slug }) : undefined];
  });
  // A file the loader could not read as an entry at all: its name is its slug.
  for (const issue of source.unreadable ?? []) {
    const slug = issue.file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const folder = issue.file.replace(/\/[^/]*$/, '');
    const paths: Record<string, string> = {
      'content/posts': postPath(slug),
      'content/case-studies': caseStudyPath(slug),
      'content/services': servicePath(slug),
      'content/portfolio': ROUTES.portfolio,
    };
    if (paths[folder]) pages.set(issue.file, [paths[folder]]);
  }
  return pages;
}

/**
 * `next dev` keeps every page whose entries pass: a broken entry's pages show its problems
 * (withContentProblems), and it leaves the lists and the other entries' references. A
 * problem in a shared list, or one whose page is unknown, shows on every page.
 */
function withoutBroken(source: ContentSource, content: Content, issues: ContentIssue[]): Loaded {
  const pages = pagesByFile(source);
  if (issues.some((issue) => !pages.get(issue.file)?.length)) throw new ContentError(issues);
  const broken = new Map<string, ContentIssue[]>();
  for (const issue of issues)
    for (const page of pages.get(issue.file)!) broken.set(page, [...(broken.get(page) ?? []), issue]);
  const keep = (path: string) => !broken.has(path);
  const services = content.services.filter((s) => keep(servicePath(s.slug)));
  const caseStudies = content.caseStudies.filter((c) => keep(caseStudyPath(c.slug)));
  const studySlugs = new Set(caseStudies.map((c) => c.slug));
  const serviceSlugs = new Set(services.map((s) => s.slug));
  return {
    broken,
    issues,
    content: {
      ...content,
      pages: content.pages.filter((p) => keep(p.path)),
      services: services.map((s) => ({
        ...s,
        relatedCaseStudies: s.relatedCaseStudies.filter((slug) => studySlugs.has(slug)),
      })),
      caseStudies: caseStudies.map((c) => ({
        ...c,
        services: c.services.filter((s) => serviceSlugs.has(s)),
      })),
      portfolio: keep(ROUTES.portfolio) ? content.portfolio : [],
      posts: content.posts.filter((p) => keep(postPath(p.slug))),
      landings: content.landings.filter((l) => keep(landingPath(l))),
    },
  };
}

function readAndCheck(): Loaded {
  const source = readContentSource();
  // Drafts and scheduled entries: shown and badged in `next dev`, left out of a build.
  const checked = checkContent(source, { today: contentToday(), showUnpublished: FOLLOW_FILES });
  // A build refuses any problem; `next dev` keeps every page the problems leave whole.
  if (checked.issues.length > 0 && !FOLLOW_FILES) throw new ContentError(checked.issues);
  const { content, broken, issues } =
    checked.issues.length > 0
      ? withoutBroken(source, checked.content, checked.issues)
      : { content: checked.content, broken: new Map<string, ContentIssue[]>(), issues: [] };
  // Editors set where a service, case study or portfolio item appears with its `order` field.
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return {
    broken,
    issues,
    content: {
      ...content,
      services: [...content.services].sort(byOrder),
      caseStudies: [...content.caseStudies].sort(byOrder),
      portfolio: [...content.portfolio].sort(byOrder),
    },
  };
}

function load(): Loaded {
  const fingerprint = FOLLOW_FILES ? contentFingerprint(CONTENT_ROOT) : '';
  // A refusal is not kept: the next request reads the files again and shows the page once fixed.
  if (loaded?.fingerprint !== fingerprint) loaded = { ...readAndCheck(), fingerprint };
  return loaded;
}

export const loadContent = (): Content => load().content;

/** The problems `next dev` shows on the broken entries' pages (a build throws on any). */
export const contentIssues = (): ContentIssue[] => load().issues;

/** Throws the problems of the entry that makes the page at `path`, if it is broken (`next dev`). */
function whole(path: string): void {
  const issues = load().broken.get(path);
  if (issues) throw new ContentError(issues);
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

function found<T>(value: T | undefined, what: string, path?: string): T {
  if (path) whole(path);
  if (value === undefined) throw new MissingContent(what);
  return value;
}

export const allRoutes = (): string[] => routesOf(loadContent());

export const getPage = (path: string): Page =>
  found(
    loadContent().pages.find((p) => p.path === path),
    `page for ${path}`,
    path,
  );

export const listServices = (): Service[] => loadContent().services;
export const getService = (slug: string): Service =>
  found(
    listServices().find((s) => s.slug === slug),
    `service "${slug}"`,
    servicePath(slug),
  );

export const listCaseStudies = (): CaseStudy[] => loadContent().caseStudies;
export const getCaseStudy = (slug: string): CaseStudy =>
  found(
    listCaseStudies().find((c) => c.slug === slug),
    `case study "${slug}"`,
    caseStudyPath(slug),
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

/** The agency's people for About: none until it supplies them. */
export const listTeam = () => loadContent().team;

/** The email and city, and the phone, street address and hours as supplied (content/contact.yaml). */
export function getContactFacts(): ContactFacts {
  const { content, issues } = load();
  if (content.contact) return content.contact;
  // Only `next dev` gets here (a build refuses any problem): its pages show why.
  throw new ContentError(issues.filter((issue) => issue.file === CONTACT_FILE));
}

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
export const getPost = (slug: string): Post =>
  found(postsBySlug().get(slug), `post "${slug}"`, postPath(slug));
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
    landingPath({ kind, slug }),
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
