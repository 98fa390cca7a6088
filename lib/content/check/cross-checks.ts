/**
 * Checks across entries: what must be unique, references that must lead to an entry, looks
 * each piece of work has of its own, and local landings that each read as their own answer.
 */
import { ART_MOTIF_NAMES, ART_PALETTE_NAMES, artKey } from '@/lib/media/art-direction';

import { plainText } from '../markdown';
import type { CaseStudy, Landing, PortfolioItem } from '../schema';
import { suggestionFor, valuesList } from '../suggest';
import { locateField } from './placement';
import type { ContentIssue, Located } from './types';
import { fieldName } from './wording';

export function checkUnique<T>(
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
export function checkOneFeaturedQuote(caseStudies: Located<CaseStudy>[], issues: ContentIssue[]) {
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
export function checkLandings(landings: Located<Landing>[], issues: ContentIssue[]) {
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

/**
 * A case study's look must be its own: a refusal of its palette or motif lists only those no
 * other case study uses (the schema alone lists them all).
 */
export function unusedLooksOnly(caseStudies: Located<CaseStudy>[]): (issue: ContentIssue) => ContentIssue {
  const unused = (part: 'palette' | 'motif', names: readonly string[]) => {
    const used = new Set<string>(caseStudies.map(({ value }) => value.art[part]));
    return used.size === 0
      ? undefined
      : `must be one of the ${part}s no other case study uses: ${names.filter((n) => !used.has(n)).join(', ')}`;
  };
  const words = { palette: unused('palette', ART_PALETTE_NAMES), motif: unused('motif', ART_MOTIF_NAMES) };
  return (issue) => {
    const part = issue.field.replace(/^art\./, '') as keyof typeof words;
    const listed = issue.field.startsWith('art.') && issue.reason.startsWith(`must be one of the ${part}s:`);
    return listed && words[part] ? { ...issue, reason: words[part] } : issue;
  };
}

/** A client with a case study and a portfolio item is drawn the same way in both. */
export function checkSameArt(
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

export function checkKeyMatchesSlug(items: Located<{ slug: string }>[], issues: ContentIssue[]) {
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
