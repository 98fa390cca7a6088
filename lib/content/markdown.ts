/**
 * The small Markdown subset editors write body copy in. Parsed to plain data so React
 * renders it as elements (never as HTML strings) and the content check can read links.
 *
 *   ## Heading / ### Subheading      - list item      [link text](/path)      **bold**
 *
 * Blocks are separated by blank lines.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'h2' | 'h3'; text: string; id: string }
  | { type: 'p'; content: Inline[] }
  | { type: 'ul'; items: Inline[][] };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ type: 'text', text: source.slice(last, index) });
    if (match[1] !== undefined && match[2] !== undefined)
      out.push({ type: 'link', text: match[1], href: match[2] });
    else out.push({ type: 'strong', text: match[3] ?? '' });
    last = index + match[0].length;
  }
  if (last < source.length) out.push({ type: 'text', text: source.slice(last) });
  return out;
}

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function parseMarkdown(source: string): Block[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const heading = /^(#{2,3})\s+(.+)$/.exec(chunk);
      if (heading?.[1] && heading[2]) {
        const text = heading[2].trim();
        return { type: heading[1].length === 2 ? 'h2' : 'h3', text, id: headingId(text) };
      }
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { type: 'ul', items: lines.map((line) => parseInline(line.slice(2))) };
      }
      return { type: 'p', content: parseInline(lines.join(' ')) };
    });
}

/** Every link target written in a piece of body copy. */
export function linksIn(source: string): string[] {
  return [...source.matchAll(INLINE)].flatMap((match) => (match[2] ? [match[2]] : []));
}

/** Words as a reader counts them: link and bold markup does not count. */
export function wordCount(source: string): number {
  const plain = source.replace(
    INLINE,
    (_all, linkText: string | undefined, _href, bold: string | undefined) => linkText ?? bold ?? '',
  );
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Plain text of body copy, for search records and descriptions. */
export function plainText(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      if (block.type === 'p') return block.content.map((inline) => inline.text).join('');
      if (block.type === 'ul')
        return block.items.map((item) => item.map((inline) => inline.text).join('')).join('\n');
      return block.text;
    })
    .join('\n');
}

/** 225 words a minute: a common figure for reading on screen. */
export const WORDS_PER_MINUTE = 225;

export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(wordCount(source) / WORDS_PER_MINUTE));
}
