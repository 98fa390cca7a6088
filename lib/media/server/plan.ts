/** Pure decisions of the media step: which widths to render and what each file is called. */
import { createHash } from 'node:crypto';
import path from 'node:path';

import { MEDIA_URL_PREFIX, MEDIA_WIDTHS, type MediaFormat } from '../types';

/** The standard widths below the source's own, plus the source width itself. */
export function widthsFor(sourceWidth: number): number[] {
  const below = MEDIA_WIDTHS.filter((width) => width < sourceWidth);
  return [...below, Math.min(sourceWidth, MEDIA_WIDTHS.at(-1) ?? sourceWidth)].filter(
    (width, index, all) => all.indexOf(width) === index,
  );
}

/** Named after the source and its content hash: a changed image gets a new URL, so caches never serve a stale one. */
export function variantUrl(sourcePath: string, hash: string, width: number, format: MediaFormat): string {
  const base = path.posix.basename(sourcePath, path.posix.extname(sourcePath));
  return `${MEDIA_URL_PREFIX}/${base}-${hash.slice(0, 10)}-${width}.${format}`;
}

/** The manifest key of an image written in a content file: its path from the project root. */
export function sourceKey(contentFile: string, src: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(contentFile), src));
}

/** The source's content hash, which names its variants (variantUrl). */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
