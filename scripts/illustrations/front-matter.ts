/**
 * Puts planned illustrations into a Markdown entry: `cover` (and `gallery` for case studies)
 * in the front matter, inline images after the paragraph they illustrate. Pure text in,
 * text out, and idempotent: fields an editor already set and images already present stay.
 */
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { splitFrontMatter } from '@/lib/content/front-matter';

import { plannedFile } from './manifest';
import { ROOT } from './sources';
import type { PlannedImage } from './types';

/** YAML double-quoted scalars accept JSON string syntax, so JSON quoting is always safe. */
const yamlString = (text: string) => JSON.stringify(text);

/** The image path as the entry file refers to it (relative to the entry's folder). */
export function srcFrom(entryFile: string, image: PlannedImage): string {
  return path.posix.relative(path.posix.dirname(entryFile), plannedFile(image));
}

function imageYaml(src: string, image: PlannedImage, indent: string, first: string): string[] {
  return [
    `${first}src: ${src}`,
    `${indent}alt: ${yamlString(image.alt)}`,
    `${indent}caption: ${yamlString(image.caption)}`,
  ];
}

const hasKey = (yaml: string, key: string) => new RegExp(`^${key}:`, 'm').test(yaml);

/** A Markdown image line with its caption as the title, escaped for CommonMark. */
function markdownImage(src: string, image: PlannedImage): string {
  const alt = image.alt.replace(/([[\]\\])/g, '\\$1');
  const title = image.caption.replace(/(["\\])/g, '\\$1');
  return `![${alt}](${src} "${title}")`;
}

export function withIllustrations(markdown: string, entryFile: string, images: PlannedImage[]): string {
  const split = splitFrontMatter(markdown);
  if (!split) throw new Error(`${entryFile}: no front matter block at the top`);
  const { yaml } = split;
  const added: string[] = [];

  const cover = images.find((image) => image.role === 'cover');
  if (cover && !hasKey(yaml, 'cover')) {
    added.push('cover:', ...imageYaml(srcFrom(entryFile, cover), cover, '  ', '  '));
  }
  const gallery = images.filter((image) => image.role === 'gallery');
  if (gallery.length > 0 && !hasKey(yaml, 'gallery')) {
    added.push(
      'gallery:',
      ...gallery.flatMap((image) => imageYaml(srcFrom(entryFile, image), image, '    ', '  - ')),
    );
  }

  const head = added.length > 0 ? `---\n${yaml}\n${added.join('\n')}\n---\n` : split.block;
  let { body } = split;

  for (const image of images.filter((i) => i.role === 'inline')) {
    const src = srcFrom(entryFile, image);
    if (body.includes(`](${src}`)) continue;
    const paragraphs = body.split(/\n{2,}/);
    const at = paragraphs.findIndex((p) => image.inlineAfter && p.includes(image.inlineAfter));
    if (at < 0) throw new Error(`${entryFile}: no paragraph contains "${image.inlineAfter ?? ''}"`);
    paragraphs.splice(at + 1, 0, markdownImage(src, image));
    body = paragraphs.join('\n\n');
  }
  return head + body;
}

/** withIllustrations as Prettier writes it (quotes, spacing), so wiring leaves `format:check` clean. */
export async function formattedWithIllustrations(
  markdown: string,
  entryFile: string,
  images: PlannedImage[],
): Promise<string> {
  const filepath = path.join(ROOT, entryFile);
  const options = await resolveConfig(filepath);
  return format(withIllustrations(markdown, entryFile, images), { ...options, filepath });
}
