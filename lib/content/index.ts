/**
 * The only door to content: loads every module under content/, validates it once (a
 * problem fails the build with file, field and reason) and answers queries for pages.
 */
import authors from '@/content/authors';
import categories from '@/content/categories';
import { menus, primaryNav } from '@/content/navigation';

import { locateInModule, readMarkdownFolder, readYamlFolder } from './files';
import { CASE_STUDY_PARTS } from './front-matter';
import { readingMinutes } from './markdown';
import { imageResolver } from './media';
import type { CaseStudy, ContentImage, Landing, LandingKind, Page, Post, Service } from './schema';
import {
  checkContent,
  type Content,
  type ContentEntry,
  ContentError,
  type ContentSource,
  routesOf,
} from './validate';

/** Content lives in the project's content/ folder; the build and scripts run from the project root. */
const ROOT = process.cwd();

const fromList = (file: string, list: readonly unknown[]): ContentEntry[] =>
  list.map((data, index) => ({ file, at: `[${index}]`, data, locate: locateInModule(ROOT, file) }));

/** Reads every collection from content/ under a root (a temporary folder in tests). */
export function readContentSource(root: string = ROOT): ContentSource {
  const posts = readMarkdownFolder(root, 'content/posts');
  const caseStudies = readMarkdownFolder(root, 'content/case-studies', CASE_STUDY_PARTS);
  const portfolio = readMarkdownFolder(root, 'content/portfolio');
  const pages = readYamlFolder(root, 'content/pages');
  const services = readYamlFolder(root, 'content/services');
  const landings = readYamlFolder(root, 'content/landings');
  return {
    pages: pages.entries,
    services: services.entries,
    caseStudies: caseStudies.entries,
    portfolio: portfolio.entries,
    categories: fromList('content/categories.ts', categories),
    authors: fromList('content/authors.ts', authors),
    posts: posts.entries,
    landings: landings.entries,
    navigation: [{ file: 'content/navigation.ts', data: { primaryNav, menus } }],
    unreadable: [posts, caseStudies, portfolio, pages, services, landings].flatMap((read) => read.issues),
    images: imageResolver(root),
  };
}

export const contentSource: ContentSource = readContentSource();

let loaded: Content | undefined;

export function loadContent(): Content {
  if (!loaded) {
    const { content, issues } = checkContent(contentSource);
    if (issues.length > 0) throw new ContentError(issues);
    // Editors set where a service, case study or portfolio item appears with its `order` field.
    const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
    loaded = {
      ...content,
      services: [...content.services].sort(byOrder),
      caseStudies: [...content.caseStudies].sort(byOrder),
      portfolio: [...content.portfolio].sort(byOrder),
    };
  }
  return loaded;
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
/** What a case study card shows (null, not undefined: page props must be JSON). */
export const caseStudyCard = ({ slug, client, title, industry, image, cover }: CaseStudy) => ({
  slug,
  client,
  title,
  industry,
  image,
  cover: cover ?? null,
});

export const caseStudiesBySlugs = (slugs: string[]): CaseStudy[] => slugs.map(getCaseStudy);
export const servicesBySlugs = (slugs: string[]): Service[] => slugs.map(getService);

export const listPortfolio = () => loadContent().portfolio;

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

// Sorted and mapped once: every post page asks for its post and its related ones, and at
// 1,000 posts sorting on each call cost the build seconds.
let postsNewestFirst: Post[] | undefined;
let postsBySlug: Map<string, Post> | undefined;

/** Every post, newest first. The list is shared: callers copy before they reorder it. */
export const listPosts = (): Post[] => (postsNewestFirst ??= [...loadContent().posts].sort(newestFirst));
export const getPost = (slug: string): Post =>
  found((postsBySlug ??= new Map(listPosts().map((p) => [p.slug, p]))).get(slug), `post "${slug}"`);
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

/** What a post card renders, and nothing more: a list page's data grows with each field. */
export type PostCardData = Pick<
  PostSummary,
  'slug' | 'title' | 'excerpt' | 'date' | 'readingMinutes' | 'categoryName'
>;

export function postCard(post: Post): PostCardData {
  const { slug, title, excerpt, date, readingMinutes, categoryName } = summarizePost(post);
  return { slug, title, excerpt, date, readingMinutes, categoryName };
}

/**
 * A card with the post's cover, for the few related posts under an article. The paginated
 * lists keep image-free cards: their data and first screen stay small at any size.
 */
export const postCardWithCover = (post: Post): PostCardData & { cover: ContentImage | null } => ({
  ...postCard(post),
  cover: post.cover ?? null,
});
