/**
 * The shape of a Markdown entry's file, in code that runs in the browser too (the web
 * editor at /admin writes files in this shape; the loader in lib/content/server/files.ts reads it).
 */
import { parse, stringify } from 'yaml';

/** The YAML block between --- lines at the top of a Markdown entry. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Heading text of each top-level body part and the field it fills, e.g. { Challenge: 'challenge' }. */
export type BodyParts = Record<string, string>;

/** A case study's body holds its three parts, each under its own top-level heading. */
export const CASE_STUDY_PARTS: BodyParts = {
  Challenge: 'challenge',
  Approach: 'approach',
  Outcome: 'outcome',
};

type Data = Record<string, unknown>;

/**
 * Fields of one Markdown file: front matter, then the body as `body` or, with `parts`,
 * split at its top-level headings into one field each.
 */
export function readFrontMatterFile(text: string, parts?: BodyParts): Data {
  const match = FRONT_MATTER.exec(text);
  const parsed: unknown = match ? parse(match[1] ?? '') : {};
  const data: Data = parsed && typeof parsed === 'object' ? { ...(parsed as Data) } : {};
  const body = match ? text.slice(match[0].length) : text;
  if (!parts) {
    if (body.trim() !== '') data.body = body.trim();
    return data;
  }
  let field: string | undefined;
  const lines: Record<string, string[]> = {};
  for (const line of body.split(/\r?\n/)) {
    const heading = /^# (.+?)\s*$/.exec(line)?.[1];
    if (heading !== undefined && parts[heading]) field = parts[heading];
    else if (field) (lines[field] ??= []).push(line);
  }
  for (const [name, text] of Object.entries(lines)) data[name] = text.join('\n').trim();
  return data;
}

/** Writes fields back in the same shape: front matter in the fields' order, then the body. */
export function writeFrontMatterFile(data: Data, parts?: BodyParts): string {
  const bodyFields = parts ? Object.values(parts) : ['body'];
  const front = Object.fromEntries(Object.entries(data).filter(([key]) => !bodyFields.includes(key)));
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const body = parts
    ? Object.entries(parts)
        .map(([heading, field]) => `# ${heading}\n\n${text(data[field])}\n`)
        .join('\n')
    : `${text(data.body)}\n`;
  return `---\n${writeYaml(front)}---\n\n${body}`;
}

/** YAML as editors write it by hand: no folded lines, so a sentence stays on one line. */
export const writeYaml = (data: Data): string => stringify(data, { lineWidth: 0 });

export const readYaml = (text: string): Data => {
  const parsed: unknown = parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Data) : {};
};
