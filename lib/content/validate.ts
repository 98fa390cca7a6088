/**
 * The content check: every entry parsed against its schema (./check/parse.ts), checked
 * across entries (./check/cross-checks.ts) and field by field (./check/fields.ts), each
 * refusal placed (./check/placement.ts) and worded (./check/wording.ts). Never throws.
 */
import { artKey } from '@/lib/media/art-direction';
import { caseStudyPath, landingPath, postPath, servicePath } from '@/lib/routes';

import {
  checkKeyMatchesSlug,
  checkLandings,
  checkOneFeaturedQuote,
  checkReferences,
  checkSameArt,
  checkUnique,
  unusedLooksOnly,
} from './check/cross-checks';
import { checkFields, routesOf } from './check/fields';
import { parseAll } from './check/parse';
import type {
  CheckOptions,
  Content,
  ContentEntry,
  ContentIssue,
  ContentSource,
  Located,
} from './check/types';
import { CONTACT_FILE } from './contact-facts';
import { contentToday, unpublished } from './dates';
import { referenceWhat } from './json-schema';
import {
  authorSchema,
  type CaseStudy,
  caseStudySchema,
  categorySchema,
  clientsSchema,
  type ContactFacts,
  contactSchema,
  landingSchema,
  pageSchema,
  portfolioItemSchema,
  type Post,
  postSchema,
  type Service,
  serviceSchema,
  teamSchema,
} from './schema';

export { checkReferences } from './check/cross-checks';
export { brokenLink, checkFields, routesOf } from './check/fields';
export { parseAll } from './check/parse';
export { locateField } from './check/placement';
export type {
  CheckOptions,
  Content,
  ContentEntry,
  ContentIssue,
  ContentSource,
  Located,
  MarkdownFieldProblem,
  MarkdownFields,
  Position,
} from './check/types';
export { ContentError, type ContentProblem, formatIssue, formatProblems, problemOf } from './check/wording';

/**
 * Drafts and scheduled entries: kept and marked for `npm run dev`, else left out, along
 * with the references to them (a service's related case studies), so no page names them.
 */
function publishable<T extends { draft?: boolean; date?: string }>(
  items: Located<T>[],
  { today, showUnpublished }: CheckOptions,
): Located<T>[] {
  return items.flatMap((item) => {
    const why = unpublished(item.value, today);
    if (!why) return [item];
    return showUnpublished ? [{ ...item, value: { ...item.value, unpublished: why } }] : [];
  });
}

/**
 * A page's sections (and a landing's questions), less those that promise a visit
 * (`needsAddress`) while no street address is supplied.
 */
export function withPromisedVisits<
  T extends { sections: { needsAddress?: boolean }[]; faqs?: { needsAddress?: boolean }[] },
>(entry: T, facts: Partial<ContactFacts> | undefined): T {
  if (facts?.streetAddress) return entry;
  const kept = <I extends { needsAddress?: boolean }>(items: I[]) => items.filter((i) => !i.needsAddress);
  return { ...entry, sections: kept(entry.sections), ...(entry.faqs && { faqs: kept(entry.faqs) }) };
}

/**
 * Validates every content module and their links to each other; never throws. `today`
 * decides which entries are scheduled rather than published (lib/content/dates.ts).
 */
export function checkContent(
  source: ContentSource,
  options: CheckOptions = { today: contentToday(), showUnpublished: true },
): { content: Content; issues: ContentIssue[]; warnings: ContentIssue[]; routes: Set<string> } {
  const issues: ContentIssue[] = [...(source.unreadable ?? [])];
  // What a draft may still hold: said, never a refusal.
  const warnings: ContentIssue[] = [];
  const pages = parseAll(source.pages, pageSchema, source.markdown, issues);
  const services = parseAll(source.services, serviceSchema, source.markdown, issues);
  const studyIssues: ContentIssue[] = [];
  const caseStudies = parseAll(source.caseStudies, caseStudySchema, source.markdown, studyIssues);
  issues.push(...studyIssues.map(unusedLooksOnly(caseStudies)));
  const portfolio = parseAll(source.portfolio, portfolioItemSchema, source.markdown, issues);
  const categories = parseAll(source.categories, categorySchema, source.markdown, issues);
  const authors = parseAll(source.authors, authorSchema, source.markdown, issues);
  const posts = parseAll(source.posts, postSchema, source.markdown, issues);
  const landings = parseAll(source.landings, landingSchema, source.markdown, issues);
  const clients = parseAll(source.clients ?? [], clientsSchema, source.markdown, issues);
  const team = parseAll(source.team ?? [], teamSchema, source.markdown, issues);
  const contact = parseAll(source.contact ?? [], contactSchema, source.markdown, issues);
  if (source.contact?.length === 0 && !issues.some((issue) => issue.file === CONTACT_FILE))
    issues.push({
      file: CONTACT_FILE,
      field: 'email',
      reason:
        'is missing: write the agency\'s email and city in this file (docs/editing.md, "Contact facts")',
    });

  checkUnique(pages, (p) => p.path, 'path', issues);
  for (const [items, field] of [
    [services, 'slug'],
    [caseStudies, 'slug'],
    [portfolio, 'slug'],
    [categories, 'slug'],
    [posts, 'slug'],
  ] as const) {
    checkUnique<{ slug: string }>(items, (v) => v.slug, field, issues);
  }
  checkUnique(authors, (a) => a.id, 'id', issues);
  // Each piece of work is drawn in a look of its own (lib/media/art-direction.ts).
  checkUnique(caseStudies, (c) => artKey(c.art), 'art', issues);
  checkUnique(portfolio, (p) => artKey(p.art), 'art', issues);
  checkSameArt(caseStudies, portfolio, issues);
  checkLandings(landings, issues);
  checkOneFeaturedQuote(caseStudies, issues);
  checkUnique(landings, landingPath, 'slug', issues);
  checkKeyMatchesSlug([...services, ...caseStudies, ...posts], issues);

  const slugs = (items: Located<{ slug: string }>[]) => new Set(items.map((i) => i.value.slug));
  checkReferences(
    posts,
    (p: Post) => [{ field: ['category'], target: p.category }],
    slugs(categories),
    referenceWhat('post', 'category'),
    issues,
  );
  checkReferences(
    posts,
    (p: Post) => [{ field: ['author'], target: p.author }],
    new Set(authors.map((a) => a.value.id)),
    referenceWhat('post', 'author'),
    issues,
  );
  checkReferences(
    services,
    (s: Service) => s.relatedCaseStudies.map((target, i) => ({ field: ['relatedCaseStudies', i], target })),
    slugs(caseStudies),
    referenceWhat('service', 'relatedCaseStudies'),
    issues,
  );
  checkReferences(
    caseStudies,
    (c: CaseStudy) => c.services.map((target, i) => ({ field: ['services', i], target })),
    slugs(services),
    referenceWhat('case-study', 'services'),
    issues,
  );

  // A draft or scheduled entry is a valid reference (it will be published), but not a page yet.
  const livePosts = publishable(posts, options);
  const liveCaseStudies = publishable(caseStudies, options);
  const livePortfolio = publishable(portfolio, options);
  const liveStudySlugs = slugs(liveCaseStudies);
  const liveServiceSlugs = slugs(publishable(services, options));
  const liveServices = publishable(services, options).map((item) => ({
    ...item,
    value: {
      ...item.value,
      relatedCaseStudies: item.value.relatedCaseStudies.filter((s) => liveStudySlugs.has(s)),
    },
  }));
  const liveStudies = liveCaseStudies.map((item) => ({
    ...item,
    value: { ...item.value, services: item.value.services.filter((s) => liveServiceSlugs.has(s)) },
  }));

  const facts = contact[0]?.value;
  const content: Content = {
    pages: pages.map((i) => withPromisedVisits(i.value, facts)),
    services: liveServices.map((i) => i.value),
    caseStudies: liveStudies.map((i) => i.value),
    portfolio: livePortfolio.map((i) => i.value),
    categories: categories.map((i) => i.value),
    authors: authors.map((i) => i.value),
    posts: livePosts.map((i) => i.value),
    landings: landings.map((i) => withPromisedVisits(i.value, facts)),
    clients: clients.flatMap((i) => i.value.logos),
    team: team.flatMap((i) => i.value.people),
    contact: facts,
  };

  const navigation = source.navigation.map((entry) => ({ entry, value: entry.data }));
  // An entry refused above still has its file: a link to its page is not a second problem.
  const refused = <T>(entries: ContentEntry[], parsed: Located<T>[], path: (slug: string) => string) =>
    entries
      .filter((entry) => !parsed.some((item) => item.entry === entry))
      .flatMap((entry) => {
        const slug = (entry.data as { slug?: unknown } | null)?.slug;
        return [path(typeof slug === 'string' ? slug : (entry.key ?? ''))];
      });
  const routes = new Set([
    ...routesOf(content),
    ...refused(source.posts, posts, postPath),
    ...refused(source.caseStudies, caseStudies, caseStudyPath),
    ...refused(source.services, services, servicePath),
  ]);
  checkFields(
    [
      ...pages,
      ...liveServices,
      ...liveStudies,
      ...livePortfolio,
      ...livePosts,
      ...landings,
      ...clients,
      ...team,
      ...navigation,
    ],
    routes,
    source.images,
    issues,
    warnings,
  );
  return { content, issues, warnings, routes };
}
