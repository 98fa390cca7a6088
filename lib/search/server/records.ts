/**
 * The search records, built from content in one place and used by both engines: the
 * embedded index (scripts/search-index.ts) and the hosted one (scripts/search-push.ts).
 * Server-side only: it reads every content module.
 */
import { decode } from 'html-entities';

import { site } from '@/lib/content/lists';
import { type MarkdownDoc, plainText } from '@/lib/content/markdown';
import type { CaseStudy, Category, Faq, Landing, Page, Post, Section, Service } from '@/lib/content/schema';
import {
  listCaseStudies,
  listCategories,
  listLandings,
  listPosts,
  listServices,
  loadContent,
} from '@/lib/content/server';
import { caseStudyPath, categoryPath, landingPath, postPath, servicePath } from '@/lib/routes';

import type { SearchRecord, SearchTag } from '../types';

/** Body text kept per record: enough to match on, small enough for a quick index download. */
export const BODY_TEXT_MAX_CHARS = 1200;

/** Services are what most visitors come for; local landings repeat them for one area. */
export const TAG_RANK: Record<SearchTag, number> = {
  Service: 5,
  'Case study': 4,
  Page: 3,
  Topic: 2,
  Blog: 2,
  Local: 1,
};

export interface SearchableContent {
  pages: Page[];
  services: Service[];
  caseStudies: CaseStudy[];
  posts: Post[];
  categories: Category[];
  landings: Landing[];
}

export function currentContent(): SearchableContent {
  return {
    pages: loadContent().pages,
    services: listServices(),
    caseStudies: listCaseStudies(),
    posts: listPosts(),
    categories: listCategories(),
    landings: listLandings(),
  };
}

const text = (value: string) => decode(value).replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary so no half word reaches the index. */
export function trimBodyText(value: string, max = BODY_TEXT_MAX_CHARS): string {
  const clean = text(value);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return cut.slice(0, lastSpace > 0 ? lastSpace : max);
}

const markdownText = (...sources: (string | MarkdownDoc)[]) =>
  sources.map((source) => (typeof source === 'string' ? source : plainText(source))).join(' ');
const sectionsText = (sections: Section[]) =>
  sections
    .map((s) => markdownText(s.heading, s.body, ...(s.items ?? []).flatMap((i) => [i.title, i.text])))
    .join(' ');
const faqText = (faqs: Faq[]) => faqs.map((f) => markdownText(f.question, f.answer)).join(' ');

/** Case-insensitive, first spelling wins. */
function unique(values: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values.map(text)) {
    if (value && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  }
  return [...byKey.values()];
}

/** A page title without the site name some titles carry ("Byer Company | ..."). */
const withoutSiteName = (title: string) =>
  title.replace(new RegExp(`\\s*[|–—-]\\s*${site.name}\\s*$|^\\s*${site.name}\\s*[|–—-]\\s*`), '') || title;

interface RecordInput {
  title: string;
  tag: SearchTag;
  slug: string;
  otherNames?: string[];
  keywords?: string[];
  summary: string;
  body: string;
}

function record({
  title,
  tag,
  slug,
  otherNames = [],
  keywords = [],
  summary,
  body,
}: RecordInput): SearchRecord {
  return {
    objectID: slug,
    title,
    tag,
    slug,
    names: unique([title, ...otherNames]),
    keywords: unique(keywords),
    summary: text(summary),
    body: trimBodyText(body),
    rank: TAG_RANK[tag],
  };
}

/** One record per page worth finding, in a stable order. */
export function buildSearchRecords(content: SearchableContent = currentContent()): SearchRecord[] {
  const categoryName = new Map(content.categories.map((c) => [c.slug, c.name]));
  return [
    ...content.services.map((s) =>
      record({
        title: s.title,
        tag: 'Service',
        slug: servicePath(s.slug),
        otherNames: [s.shortTitle],
        keywords: s.keywords,
        summary: `${s.summary} ${s.description}`,
        body: markdownText(s.intro, ...s.included.flatMap((i) => [i.title, i.text])) + ' ' + faqText(s.faqs),
      }),
    ),
    ...content.caseStudies.map((c) =>
      record({
        title: c.client,
        tag: 'Case study',
        slug: caseStudyPath(c.slug),
        keywords: [c.industry],
        summary: `${c.title} ${c.summary}`,
        body: markdownText(c.challenge, c.approach, c.outcome, ...c.highlights),
      }),
    ),
    ...content.posts.map((p) =>
      record({
        title: p.title,
        tag: 'Blog',
        slug: postPath(p.slug),
        keywords: [categoryName.get(p.category) ?? ''],
        summary: `${p.excerpt} ${p.description}`,
        body: markdownText(p.body),
      }),
    ),
    ...content.categories.map((c) =>
      record({ title: c.name, tag: 'Topic', slug: categoryPath(c.slug), summary: c.description, body: '' }),
    ),
    ...content.landings.map((l) =>
      // Shown as the page shows itself (its h1); the SEO title still matches a query.
      record({
        title: l.heading,
        otherNames: [withoutSiteName(l.title)],
        tag: 'Local',
        slug: landingPath(l),
        keywords: [l.locality, ...l.areasServed],
        summary: l.description,
        body: `${markdownText(l.lead)} ${sectionsText(l.sections)} ${faqText(l.faqs)}`,
      }),
    ),
    ...content.pages.map((p) =>
      record({
        title: p.heading,
        otherNames: [withoutSiteName(p.title)],
        tag: 'Page',
        slug: p.path,
        summary: p.description,
        body: `${markdownText(p.lead)} ${sectionsText(p.sections)}`,
      }),
    ),
  ];
}
