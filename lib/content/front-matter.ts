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

/** A Markdown file's front matter: its YAML, the whole block (--- lines included), the body after it. */
export function splitFrontMatter(text: string): { yaml: string; block: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(text);
  return match ? { yaml: match[1] ?? '', block: match[0], body: text.slice(match[0].length) } : undefined;
}

/**
 * A body split at the top-level headings `parts` names: each part's text with the index of
 * its heading's line in the body (a part written twice keeps its last), and the text
 * written before the first heading, which belongs to no part.
 */
export function splitBodyParts(
  body: string,
  parts: BodyParts,
): { fields: Record<string, { text: string; headingIndex: number }>; before: string } {
  const fields: Record<string, { text: string; headingIndex: number }> = {};
  const before: string[] = [];
  let current: { lines: string[]; field: string; headingIndex: number } | undefined;
  const flush = () => {
    if (current)
      fields[current.field] = { text: current.lines.join('\n'), headingIndex: current.headingIndex };
  };
  body.split(/\r?\n/).forEach((line, index) => {
    const heading = /^# (.+?)\s*$/.exec(line)?.[1];
    const field = heading === undefined ? undefined : parts[heading];
    if (field) {
      flush();
      current = { lines: [], field, headingIndex: index };
    } else if (current) current.lines.push(line);
    else before.push(line);
  });
  flush();
  return { fields, before: before.join('\n') };
}

/**
 * Fields of one Markdown file: front matter, then the body as `body` or, with `parts`,
 * split at its top-level headings into one field each.
 */
export function readFrontMatterFile(text: string, parts?: BodyParts): Data {
  const split = splitFrontMatter(text);
  const parsed: unknown = split ? parse(split.yaml) : {};
  const data: Data = parsed && typeof parsed === 'object' ? { ...(parsed as Data) } : {};
  const body = split ? split.body : text;
  if (!parts) {
    if (body.trim() !== '') data.body = body.trim();
    return data;
  }
  for (const [name, part] of Object.entries(splitBodyParts(body, parts).fields))
    data[name] = part.text.trim();
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
