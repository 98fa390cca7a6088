/** The helpful half of a refusal: the value the editor probably meant, or the values that work. */
import { z } from 'zod';

/** Values named in a message; a long list stops after the first ten. */
export const MAX_LISTED = 10;

export function valuesList(values: readonly string[]): string {
  const quoted = values.slice(0, MAX_LISTED).map((value) => `"${value}"`);
  return values.length > MAX_LISTED ? `${quoted.join(', ')}, …` : quoted.join(', ');
}

/**
 * Letters to add, drop or change, or neighbours to swap, to turn one word into the other
 * (optimal string alignment distance): "titel" is one swap from "title", as typed.
 */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The closest known name, when it is close enough to be a typo (a third of its letters at most). */
export function suggestionFor(typed: string, known: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const name of known) {
    const score = distance(lower, name.toLowerCase());
    if (score <= Math.max(1, Math.floor(name.length / 3)) && (!best || score < best.score))
      best = { name, score };
  }
  return best?.name;
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const wordsOf = (name: string) => name.split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The site paths nearest to a mistyped one, best first: same folder before others, then an
 * abbreviation of the name ("seo" for "search-engine-optimization"), a shared word, and
 * fewest letters changed.
 */
export function nearestPaths(typed: string, paths: readonly string[], count = 3): string[] {
  const name = lastSegment(typed);
  const typedWords = wordsOf(name);
  const score = (path: string) => {
    const candidate = lastSegment(path);
    const words = wordsOf(candidate);
    let value = distance(name, candidate) / Math.max(name.length, candidate.length, 1);
    if (words.map((word) => word[0]).join('') === typedWords.join('')) value -= 1;
    else if (typedWords.some((word) => words.includes(word))) value -= 0.5;
    return parentOf(path) === parentOf(typed) ? value : value + 1;
  };
  const scored = paths.map((path) => ({ path, score: score(path) }));
  return scored
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
    .slice(0, count)
    .map(({ path }) => path);
}

type JsonNode = { properties?: Record<string, JsonNode>; items?: JsonNode; anyOf?: JsonNode[] };

/** A nullable or union branch that has fields or items, else the node itself. */
const unwrap = (node: JsonNode | undefined): JsonNode | undefined =>
  node?.anyOf?.find((branch) => branch.properties || branch.items) ?? node;

/**
 * The field names of the object a path leads to in a schema (through lists, optionals and
 * transforms), read from its JSON Schema (zod's public z.toJSONSchema, input side).
 */
export function knownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node = unwrap(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode);
  for (const step of path) {
    if (node?.items) node = unwrap(node.items);
    else if (node?.properties && typeof step === 'string') node = unwrap(node.properties[step]);
    else return [];
  }
  return Object.keys(node?.properties ?? {});
}
