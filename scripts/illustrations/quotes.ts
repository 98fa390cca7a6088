/**
 * The honesty check: every word an image shows, apart from our own framing and common
 * navigation labels, must be a phrase (or figure) found in the entry's own text.
 */
import { entrySource, normaliseText } from './sources';
import type { PlannedImage } from './types';

/** Keys whose values are ours (layout names, framing, sizes), not quotes from the entry. */
const OWN_KEYS = new Set([
  'template',
  'direction',
  'seed',
  'kind',
  'layout',
  'frame',
  'frameNote',
  'tone',
  'max',
  'lines',
]);

/** Navigation and button words a page mockup needs; they state nothing about a client. */
const GENERIC_LABELS = new Set(
  [
    'About',
    'Blog',
    'Company',
    'Contact',
    'Email',
    'Name',
    'Products',
    'Resources',
    'Services',
    'Solutions',
    'Work',
  ].map((w) => w.toLowerCase()),
);

/** Every quoted string in an artwork, in order. */
function quotedPhrases(value: unknown, key = ''): string[] {
  if (OWN_KEYS.has(key) || value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => quotedPhrases(item));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => quotedPhrases(v, k));
  }
  return [];
}

/** Phrases of one planned image that appear in none of the entries it may quote. */
export function unquotedPhrases(image: PlannedImage): string[] {
  const sources = [{ collection: image.collection, slug: image.slug }, ...(image.alsoQuotes ?? [])]
    .map((s) => normaliseText(entrySource(s.collection, s.slug)))
    .join('\n');
  return quotedPhrases(image.art).filter((phrase) => {
    const wanted = normaliseText(phrase);
    return !GENERIC_LABELS.has(wanted) && !sources.includes(wanted);
  });
}
