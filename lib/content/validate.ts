import { z } from 'zod';

import { filterValues } from '@/lib/content/work-filters';
import { artKey } from '@/lib/media/art-direction';
import type { RenderedImage } from '@/lib/media/types';
import {
  caseStudyPath,
  categoryPath,
  FILTER_FACETS,
  filterPath,
  landingPath,
  postPath,
  servicePath,
} from '@/lib/routes';

import { CONTACT_FILE } from './contact-facts';
import { contentToday, unpublished } from './dates';
import { CASE_STUDY_PARTS } from './front-matter';
import { referenceWhat } from './json-schema';
import { imagesIn, isMarkdownDoc, linksIn, type MarkdownDoc, plainText } from './markdown';
import { PLACEHOLDER } from './scaffold';
import {
  type Author,
  authorSchema,
  type CaseStudy,
  caseStudySchema,
  type Category,
  categorySchema,
  type ClientLogo,
  clientsSchema,
  type ContactFacts,
  contactSchema,
  type Landing,
  landingSchema,
  type Page,
  pageSchema,
  type Parsed,
  type Person,
  type PortfolioItem,
  portfolioItemSchema,
  type Post,
  postSchema,
  type Publication,
  type Service,
  serviceSchema,
  teamSchema,
} from './schema';
import type { ImageResolver } from './server/media';
import { knownFields, nearestPaths, suggestionFor, valuesList } from './suggest';

/** A place in a file, both counted from 1. */
export interface Position {
  line: number;
  column: number;
}

/** One content module as the loader found it: where it lives and what it exports. */
export interface ContentEntry {
  file: string;
  /**
   * Where a field is written in the file (its value's first character, or its name's with
   * `name`), when the loader knows.
   */
  locate?: (fieldPath: PropertyKey[], value: unknown, name?: boolean) => Position;
  /** Where a field added at the end of the map at `fieldPath` would go, when the loader knows. */
  locateEnd?: (fieldPath: PropertyKey[]) => Position;
  /** The entry's file name without its extension; slugged entries must use their slug. */
  key?: string;
  /** Field prefix for entries that share a file, e.g. "[2]". */
  at?: string;
  data: unknown;
}

export interface ContentSource {
  pages: ContentEntry[];
  services: ContentEntry[];
  caseStudies: ContentEntry[];
  portfolio: ContentEntry[];
  categories: ContentEntry[];
  authors: ContentEntry[];
  posts: ContentEntry[];
  landings: ContentEntry[];
  /** Menus and other link lists: only their href fields are checked. */
  navigation: ContentEntry[];
  /** content/clients.yaml, the client logos for the home page, when the file exists. */
  clients?: ContentEntry[];
  /** content/team.yaml, the people About shows, when the file exists. */
  team?: ContentEntry[];
  /** content/contact.yaml, the email, city, phone, street address and hours (empty: no file). */
  contact?: ContentEntry[];
  /** Files the loader could not read as entries (e.g. broken front matter). */
  unreadable?: ContentIssue[];
  /** Checks each image file and finds its rendered sizes (lib/content/server/media.ts). */
  images?: ImageResolver;
  /** Parses the Markdown fields (lib/content/server/markdown-fields.ts). */
  markdown: MarkdownFields;
}

/** A Markdown field's refusal: the field, and where in its own text when the parser knows. */
export interface MarkdownFieldProblem {
  path: PropertyKey[];
  message: string;
  inField?: Position;
}

/** An entry with each Markdown field its schema declares parsed into its document. */
export type MarkdownFields = (
  schema: z.ZodType,
  value: unknown,
) => { value: unknown; problems: MarkdownFieldProblem[] };

export interface CheckOptions {
  /** The day published for, YYYY-MM-DD (lib/content/dates.ts): later-dated entries are scheduled. */
  today: string;
  /** Keep drafts and scheduled entries, marked `unpublished` (`npm run dev`); a build drops them. */
  showUnpublished?: boolean;
}

export interface Content {
  pages: Page[];
  services: Service[];
  caseStudies: CaseStudy[];
  portfolio: PortfolioItem[];
  categories: Category[];
  authors: Author[];
  posts: Post[];
  landings: Landing[];
  /** Client logos the agency supplied; empty until it does. */
  clients: ClientLogo[];
  /** The agency's people for About; empty until it supplies them. */
  team: Person[];
  /**
   * The email and city, and the phone, street address and hours as supplied; undefined while
   * content/contact.yaml is missing or refused (the check says why).
   */
  contact: ContactFacts | undefined;
}

export interface ContentIssue {
  file: string;
  field: string;
  reason: string;
  line?: number;
  column?: number;
}

/** "file:line:column: field …", the form editors' tools turn into a clickable place. */
export function formatIssue(issue: ContentIssue): string {
  const { place, message } = problemOf(issue);
  return `${place}: ${message}`;
}

/** One refusal split for a page to show: where, then what and the fix. */
export interface ContentProblem {
  place: string;
  message: string;
}

export function problemOf({ file, line, column, field, reason }: ContentIssue): ContentProblem {
  return {
    place: line === undefined ? file : `${file}:${line}:${column ?? 1}`,
    message: `field "${field}" ${reason}`,
  };
}

/** Where a position inside a field's own text falls in the file. */
export function placeInFile(fieldStart: Position, inField: Position): Position {
  return {
    line: fieldStart.line + inField.line - 1,
    column: inField.line === 1 ? fieldStart.column + inField.column - 1 : inField.column,
  };
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

export function locateField(entry: ContentEntry, path: PropertyKey[], inField?: Position): Partial<Position> {
  if (!entry.locate) return {};
  const start = entry.locate(path, valueAt(entry.data, path));
  return inField ? placeInFile(start, inField) : start;
}

/** A field not written at all (a custom "must be …" message hides zod's "received undefined"). */
function isAbsent(data: unknown, path: PropertyKey[]): boolean {
  const parent = valueAt(data, path.slice(0, -1));
  return path.length > 0 && !!parent && typeof parent === 'object' && valueAt(data, path) === undefined;
}

/** Where a field's name is written: an unknown field has no value worth pointing at. */
const locateName = (entry: ContentEntry, path: PropertyKey[]): Partial<Position> =>
  entry.locate ? entry.locate(path, valueAt(entry.data, path), true) : {};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A refusal as an editor reads it in a terminal: one problem a line, in the form their
 * editor turns into a link, then one line that sums them up.
 */
export function formatProblems(issues: ContentIssue[]): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  return [
    ...issues.map(formatIssue),
    '',
    `Content check failed: ${plural(issues.length, 'problem')} in ${plural(files, 'file')}. Fix each at the place it names.`,
  ].join('\n');
}

/** The content does not pass the check: its message is the list of problems, never a stack. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(formatProblems(issues));
    this.name = 'ContentError';
  }
}

/** A checked value with the entry it came from, so later checks can name the place. */
export type Located<T> = { entry: ContentEntry; value: T };

function fieldName(entry: ContentEntry, path: PropertyKey[]): string {
  const tail = path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  return `${entry.at ?? ''}${tail}`.replace(/^\./, '') || '(entry)';
}

/** An unknown field's place among its object's problems: after the fields zod checks. */
const UNKNOWN_FIELD = Symbol('unknown field');

/**
 * Whether zod would report a problem at `a` before one at `b`: fields in the schema's order,
 * a list's items before the list's own checks, unknown fields after the known ones.
 */
function reportedBefore(schema: z.ZodType, a: PropertyKey[], b: PropertyKey[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x === y) continue;
    if (x === UNKNOWN_FIELD || y === UNKNOWN_FIELD) return y === UNKNOWN_FIELD;
    if (typeof x === 'number' && typeof y === 'number') return x < y;
    const keys = knownFields(schema, a.slice(0, i));
    return keys.indexOf(String(x)) < keys.indexOf(String(y));
  }
  return a.length > b.length;
}

type Found = { at: PropertyKey[]; issue: ContentIssue };

/** The Markdown problems merged into the schema's, in the order one zod pass would give. */
function inSchemaOrder(schema: z.ZodType, fromSchema: Found[], fromMarkdown: Found[]): ContentIssue[] {
  const merged: ContentIssue[] = [];
  let [i, j] = [0, 0];
  while (i < fromSchema.length || j < fromMarkdown.length) {
    const takeMarkdown =
      i === fromSchema.length ||
      (j < fromMarkdown.length && reportedBefore(schema, fromMarkdown[j]!.at, fromSchema[i]!.at));
    merged.push(takeMarkdown ? fromMarkdown[j++]!.issue : fromSchema[i++]!.issue);
  }
  return merged;
}

/**
 * Each entry checked against its collection's schema, its Markdown fields parsed by
 * `markdown`; a refusal names file, line, column and fix.
 */
export function parseAll<T>(
  entries: ContentEntry[],
  schema: z.ZodType<T>,
  markdown: MarkdownFields,
  issues: ContentIssue[],
): Located<Parsed<T>>[] {
  return entries.flatMap((entry) => {
    const result = schema.safeParse(entry.data);
    // The Markdown of an entry refused for another field is still checked, so all is said at once.
    const parsed = markdown(schema, result.success ? result.data : entry.data);
    if (result.success && parsed.problems.length === 0) return [{ entry, value: parsed.value as Parsed<T> }];
    const fromMarkdown = parsed.problems.map(({ path, message, inField }) => ({
      at: path,
      issue: {
        file: entry.file,
        field: fieldName(entry, path),
        reason: message,
        ...locateField(entry, path, inField),
      },
    }));
    const fromSchema: Found[] = [];
    for (const problem of result.error?.issues ?? []) {
      if (problem.code === 'unrecognized_keys') {
        const known = knownFields(schema, problem.path);
        for (const key of problem.keys) {
          const path = [...problem.path, key];
          const suggestion = suggestionFor(key, known);
          fromSchema.push({
            at: [...problem.path, UNKNOWN_FIELD],
            issue: {
              file: entry.file,
              field: fieldName(entry, path),
              reason: suggestion
                ? `is not known: did you mean "${suggestion}"?`
                : `is not known: the fields here are ${valuesList(known)}`,
              ...locateName(entry, path),
            },
          });
        }
        continue;
      }
      const missing = problem.code === 'invalid_type' && isAbsent(entry.data, problem.path);
      fromSchema.push({
        at: problem.path,
        issue: missing
          ? missingField(entry, schema, problem.path, customMessage(problem))
          : {
              file: entry.file,
              field: fieldName(entry, problem.path),
              reason: problem.message,
              ...locateField(entry, problem.path),
            },
      });
    }
    issues.push(...inSchemaOrder(schema, fromSchema, fromMarkdown));
    return [];
  });
}

/** Fields written below the front matter, not in it: a missing one is written there. */
const BODY_FIELDS = new Set(['body', ...Object.values(CASE_STUDY_PARTS)]);

/**
 * A missing field, placed where it belongs: before the next field the schema lists after it
 * that the entry has, else at the end of its fields.
 */
function missingField(
  entry: ContentEntry,
  schema: z.ZodType,
  path: PropertyKey[],
  why?: string,
): ContentIssue {
  const issue = placeMissingField(entry, schema, path);
  // Where to write it first, then the schema's own words on what it must hold.
  return why
    ? { ...issue, reason: `${issue.reason} (${why.startsWith('must') ? `it ${why}` : why})` }
    : issue;
}

const zodWords = z.locales.en().localeError;

/**
 * A schema's own words for an absent field, if it has any: zod's default ("Invalid input:
 * expected string, received undefined") says nothing an editor can use.
 */
function customMessage(issue: z.core.$ZodIssueInvalidType): string | undefined {
  const own = zodWords({ ...issue, input: undefined });
  return issue.message === (typeof own === 'string' ? own : own?.message) ? undefined : issue.message;
}

function placeMissingField(entry: ContentEntry, schema: z.ZodType, path: PropertyKey[]): ContentIssue {
  const field = fieldName(entry, path);
  const name = String(path.at(-1));
  const parent = path.slice(0, -1);
  if (BODY_FIELDS.has(name) && parent.length === 0)
    return { file: entry.file, field, reason: 'is missing: write it below the front matter' };
  const known = knownFields(schema, parent);
  const present = valueAt(entry.data, parent);
  const next = known
    .slice(known.indexOf(name) + 1)
    .find((key) => present && typeof present === 'object' && key in present && !BODY_FIELDS.has(key));
  const line = `add "${name}: …"`;
  if (next && entry.locate)
    return {
      file: entry.file,
      field,
      reason: `is missing: ${line} above "${next}:"`,
      ...locateName(entry, [...parent, next]),
    };
  const end =
    parent.length > 0
      ? `at the end of "${fieldName(entry, parent)}"`
      : entry.file.endsWith('.md')
        ? 'at the end of the front matter, before its closing ---'
        : 'at the end of its fields';
  return {
    file: entry.file,
    field,
    reason: `is missing: ${line} ${end}`,
    ...(entry.locateEnd?.(parent) ?? {}),
  };
}

function checkUnique<T>(
  items: Located<T>[],
  keyOf: (value: T) => string,
  field: string,
  issues: ContentIssue[],
) {
  const seen = new Map<string, string>();
  for (const { entry, value } of items) {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first)
      issues.push({
        file: entry.file,
        field: fieldName(entry, [field]),
        reason: `duplicates "${key}", already used in ${first}: choose another`,
        ...locateField(entry, [field]),
      });
    else seen.set(key, entry.file);
  }
}

/** Home shows one quote: a second `featured: true` would leave the choice to file order. */
function checkOneFeaturedQuote(caseStudies: Located<CaseStudy>[], issues: ContentIssue[]) {
  const [first, ...others] = caseStudies.filter(({ value }) => value.quote?.featured);
  for (const { entry } of others)
    issues.push({
      file: entry.file,
      field: fieldName(entry, ['quote', 'featured']),
      reason: `is also set in ${first!.entry.file}: home shows one quote, so mark only one featured: true`,
      ...locateField(entry, ['quote', 'featured']),
    });
}

/** Case, punctuation and link markup do not make two paragraphs different. */
const sameWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every paragraph a reader sees as running copy on a landing: lead, section bodies, items and FAQ answers. */
function landingParagraphs({ lead, sections, faqs }: Landing): string[] {
  const bodies = [...sections.map((s) => s.body), ...faqs.map((f) => f.answer)];
  const blocks = bodies.flat().flatMap((block) => (block.type === 'paragraph' ? [plainText([block])] : []));
  const items = sections.flatMap((s) => s.items ?? []).map((item) => plainText(item.text));
  return [plainText(lead), ...blocks, ...items].map(sameWords).filter(Boolean);
}

/**
 * Local landing pages are read as separate answers, by people and by search engines: each
 * names its place up front and says it in words, title and description of its own.
 */
function checkLandings(landings: Located<Landing>[], issues: ContentIssue[]) {
  checkUnique(landings, (l) => l.title, 'title', issues);
  checkUnique(landings, (l) => l.description, 'description', issues);
  const firstSeen = new Map<string, string>();
  for (const { entry, value } of landings) {
    if (!`${value.heading} ${plainText(value.lead)}`.includes(value.locality))
      issues.push({
        file: entry.file,
        field: 'heading',
        reason: `does not name "${value.locality}", nor does the lead: say where the page is about up front`,
        ...locateField(entry, ['heading']),
      });
    for (const paragraph of new Set(landingParagraphs(value))) {
      const other = firstSeen.get(paragraph);
      if (other)
        issues.push({
          file: entry.file,
          field: '(copy)',
          reason: `repeats a paragraph of ${other}: "${paragraph.slice(0, 60)}...": write it anew for this place`,
        });
      else firstSeen.set(paragraph, entry.file);
    }
  }
}

/** A client with a case study and a portfolio item is drawn the same way in both. */
function checkSameArt(
  caseStudies: Located<CaseStudy>[],
  portfolio: Located<PortfolioItem>[],
  issues: ContentIssue[],
) {
  const studyArt = new Map(caseStudies.map(({ value }) => [value.slug, artKey(value.art)]));
  for (const { entry, value } of portfolio) {
    const expected = studyArt.get(value.slug);
    if (expected && artKey(value.art) !== expected)
      issues.push({
        file: entry.file,
        field: fieldName(entry, ['art']),
        reason: `is "${artKey(value.art)}" but the case study "${value.slug}" is drawn as "${expected}": use the same palette and motif`,
        ...locateField(entry, ['art']),
      });
  }
}

function checkKeyMatchesSlug(items: Located<{ slug: string }>[], issues: ContentIssue[]) {
  for (const { entry, value } of items) {
    if (entry.key !== undefined && entry.key !== value.slug) {
      issues.push({
        file: entry.file,
        field: 'slug',
        reason: `is "${value.slug}" but the file is named "${entry.key}": they must match`,
        ...locateField(entry, ['slug']),
      });
    }
  }
}

/** Every page path the content produces, so links can be checked against it. */
export function routesOf(content: Content): string[] {
  return [
    ...content.pages.map((page) => page.path),
    ...content.services.map((s) => servicePath(s.slug)),
    ...content.caseStudies.map((c) => caseStudyPath(c.slug)),
    // The case-study index filtered by each service and industry some case study has.
    ...FILTER_FACETS.flatMap((facet) =>
      filterValues(content.caseStudies, facet, {}).map(({ value }) => filterPath(facet, value)),
    ),
    ...content.categories.map((c) => categoryPath(c.slug)),
    ...content.posts.map((p) => postPath(p.slug)),
    ...content.landings.map(landingPath),
  ];
}

/** The kinds of link a field may hold, as a refusal lists them. */
export const LINK_KINDS =
  'a page of the site (/about), a web address (https://…), an email address (mailto:…) or a phone number (tel:…)';

/** Checks a site path; absolute URLs, mail and phone links are left to the browser. */
export function brokenLink(href: string, routes: Set<string>): string | undefined {
  if (/^(https?:|mailto:|tel:)/.test(href)) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(href))
    return `links to "${href}", a kind of link the site does not allow: link to ${LINK_KINDS}`;
  if (!href.startsWith('/')) return `links to "${href}": write site links as paths starting with /`;
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  if (routes.has(path)) return undefined;
  const nearest = nearestPaths(path, [...routes]);
  return nearest.length > 0
    ? `links to "${href}", which is not a page of the site: the nearest are ${valuesList(nearest)}`
    : `links to "${href}", which is not a page of the site`;
}

type FieldImage = { src: string; alt: string; caption?: string; rendered?: RenderedImage };
type Field =
  | { path: PropertyKey[]; text: string }
  | { path: PropertyKey[]; doc: MarkdownDoc }
  | { path: PropertyKey[]; image: FieldImage };

const isImage = (value: object): value is FieldImage =>
  'src' in value && 'alt' in value && typeof value.src === 'string' && typeof value.alt === 'string';

/** String and Markdown fields by name, walked through nested arrays and objects. */
function contentFields(value: unknown, path: PropertyKey[] = []): Field[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (isMarkdownDoc(value)) return [{ path, doc: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => contentFields(item, [...path, index]));
  if (value && typeof value === 'object') {
    if (isImage(value)) return [{ path, image: value }];
    return Object.entries(value).flatMap(([key, item]) => contentFields(item, [...path, key]));
  }
  return [];
}

export function checkReferences(
  items: Located<unknown>[],
  refs: (value: never) => { field: PropertyKey[]; target: string }[],
  known: Set<string>,
  what: string,
  issues: ContentIssue[],
) {
  for (const { entry, value } of items) {
    for (const { field, target } of refs(value as never)) {
      if (known.has(target)) continue;
      const suggestion = suggestionFor(target, [...known]);
      issues.push({
        file: entry.file,
        field: fieldName(entry, field),
        reason: `names ${what} "${target}", which does not exist: ${
          suggestion
            ? `did you mean "${suggestion}"?`
            : known.size > 0
              ? `use one of ${valuesList([...known].sort())}`
              : 'there is none yet'
        }`,
        ...locateField(entry, field),
      });
    }
  }
}

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
): { content: Content; issues: ContentIssue[]; routes: Set<string> } {
  const issues: ContentIssue[] = [...(source.unreadable ?? [])];
  const pages = parseAll(source.pages, pageSchema, source.markdown, issues);
  const services = parseAll(source.services, serviceSchema, source.markdown, issues);
  const caseStudies = parseAll(source.caseStudies, caseStudySchema, source.markdown, issues);
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
  const liveServices = services.map((item) => ({
    ...item,
    value: {
      ...item.value,
      relatedCaseStudies: item.value.relatedCaseStudies.filter((s) => liveStudySlugs.has(s)),
    },
  }));

  const facts = contact[0]?.value;
  const content: Content = {
    pages: pages.map((i) => withPromisedVisits(i.value, facts)),
    services: liveServices.map((i) => i.value),
    caseStudies: liveCaseStudies.map((i) => i.value),
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
      ...liveCaseStudies,
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
  );
  return { content, issues, routes };
}

/**
 * The checks every field of every entry gets: no placeholder left, site links that lead to
 * a page, images with alt text and a file (`images` resolves it), hrefs that lead somewhere.
 */
export function checkFields(
  items: Located<unknown>[],
  routes: Set<string>,
  images: ImageResolver | undefined,
  issues: ContentIssue[],
) {
  for (const { entry, value } of items) {
    // A draft may still be unfinished: its placeholders are refused once it is published.
    const isDraft = (value as Publication).unpublished?.state === 'draft';
    for (const found of contentFields(value)) {
      const field = fieldName(entry, found.path);
      const words = 'text' in found ? found.text : 'doc' in found ? plainText(found.doc) : found.image.alt;
      if (!isDraft && words.includes(PLACEHOLDER))
        issues.push({
          file: entry.file,
          field,
          reason: `still holds "${PLACEHOLDER}", text left for an editor to write (npm run new and npm run capture leave it): write the real text`,
          ...locateField(entry, found.path),
        });
      if ('doc' in found) {
        for (const link of linksIn(found.doc)) {
          const reason = brokenLink(link.href, routes);
          if (reason)
            issues.push({ file: entry.file, field, reason, ...locateField(entry, found.path, link) });
        }
        for (const block of imagesIn(found.doc)) {
          const at = locateField(entry, found.path, block);
          if (block.image.alt.trim() === '')
            issues.push({
              file: entry.file,
              field,
              reason: 'has an image without alt text: write what it shows, ![what it shows](file)',
              ...at,
            });
          const resolved = images?.(entry.file, block.image) ?? {};
          if (resolved.problem) issues.push({ file: entry.file, field, reason: resolved.problem, ...at });
          if (resolved.rendered) block.rendered = resolved.rendered;
        }
      } else if ('image' in found) {
        const resolved = images?.(entry.file, found.image) ?? {};
        if (resolved.problem)
          issues.push({
            file: entry.file,
            field,
            reason: resolved.problem,
            ...locateField(entry, found.path),
          });
        if (resolved.rendered) found.image.rendered = resolved.rendered;
      } else if (field.endsWith('href')) {
        const reason = brokenLink(found.text, routes);
        if (reason) issues.push({ file: entry.file, field, reason, ...locateField(entry, found.path) });
      }
    }
  }
}
