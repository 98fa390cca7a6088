/**
 * The checks every field of every entry gets: no placeholder left, site links that lead to
 * a page, images with alt text and a file, hrefs that lead somewhere.
 */
import { filterValues } from '@/lib/content/work-filters';
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

import { imagesIn, isMarkdownDoc, linksIn, type MarkdownDoc, plainText } from '../markdown';
import { PLACEHOLDER } from '../scaffold';
import type { Publication } from '../schema';
import type { ImageResolver } from '../server/media';
import { nearestPaths, valuesList } from '../suggest';
import { locateField } from './placement';
import type { Content, ContentEntry, ContentIssue, Located } from './types';
import { fieldName } from './wording';

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

/**
 * The checks every field of every entry gets: no placeholder left, site links that lead to
 * a page, images with alt text and a file (`images` resolves it), hrefs that lead somewhere.
 */
export function checkFields(
  items: Located<unknown>[],
  routes: Set<string>,
  images: ImageResolver | undefined,
  issues: ContentIssue[],
  warnings: ContentIssue[] = [],
) {
  for (const { entry, value } of items) {
    const left: ContentIssue[] = [];
    let count = 0;
    for (const found of contentFields(value)) {
      const field = fieldName(entry, found.path);
      const words =
        'text' in found
          ? found.text
          : 'doc' in found
            ? plainText(found.doc)
            : `${found.image.alt} ${found.image.caption ?? ''}`;
      if (words.includes(PLACEHOLDER)) {
        count += words.split(PLACEHOLDER).length - 1;
        left.push({ file: entry.file, field, reason: '', ...locateField(entry, found.path) });
      }
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
    // A draft may still be unfinished: its placeholders are refused once it is published.
    const isDraft = (value as Publication).unpublished?.state === 'draft';
    const placeholders = placeholdersLeft(entry, left, count, isDraft);
    if (placeholders) (isDraft ? warnings : issues).push(placeholders);
  }
}

/**
 * The placeholders left in one entry as one line: a new entry holds a score of them, and the
 * same sentence on each would bury the other problems.
 */
function placeholdersLeft(
  entry: ContentEntry,
  left: ContentIssue[],
  count: number,
  isDraft: boolean,
): ContentIssue | undefined {
  const [first] = left;
  if (!first) return undefined;
  const fix = isDraft ? 'write the real text before you remove draft: true' : 'write the real text';
  if (count === 1)
    return {
      ...first,
      reason: `still holds "${PLACEHOLDER}", text left for an editor to write (npm run new and npm run capture leave it): ${fix}`,
    };
  // The file's own lines where it has them: a Markdown body holds several on lines of its own.
  const lines = entry.text
    ? entry.text.split('\n').flatMap((line, index) => (line.includes(PLACEHOLDER) ? [index + 1] : []))
    : left.flatMap(({ line }) => (line === undefined ? [] : [line]));
  const span = lines.length > 1 ? `, lines ${Math.min(...lines)}–${Math.max(...lines)}` : '';
  return {
    ...first,
    reason: `holds the first of ${count} "${PLACEHOLDER}" texts left${span} (npm run new and npm run capture leave them): ${fix}${isDraft ? '' : ' in each'}`,
  };
}
