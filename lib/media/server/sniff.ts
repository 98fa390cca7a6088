/**
 * An image's format from its bytes, never its name: an SVG saved as `logo.png` is still an
 * SVG (and is sanitised as one), and a file whose bytes are not what its name says is
 * refused by the content check.
 */
import path from 'node:path';

import { imageSize } from 'image-size';

/** What each source extension must hold, as image-size names the format it finds. */
const FORMAT_OF_EXTENSION: Record<string, string> = {
  '.png': 'png',
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.webp': 'webp',
  '.avif': 'avif',
  '.svg': 'svg',
};

/** The extension to give a file of each format, for the fix a refusal names. */
const EXTENSION_OF_FORMAT: Record<string, string> = {
  png: '.png',
  jpg: '.jpg',
  webp: '.webp',
  avif: '.avif',
  svg: '.svg',
};

/** The format the bytes hold (png, jpg, webp, avif, svg...), or undefined for no image. */
export function sniffImageFormat(bytes: Uint8Array): string | undefined {
  try {
    return imageSize(bytes).type;
  } catch {
    return undefined;
  }
}

export const isSvgBytes = (bytes: Uint8Array) => sniffImageFormat(bytes) === 'svg';

/**
 * Why an image's bytes are another format than its name says, with the fix; undefined
 * when they match, or when they are no image at all (the reader refuses those itself).
 */
export function formatMismatch(name: string, bytes: Uint8Array): string | undefined {
  const expected = FORMAT_OF_EXTENSION[path.extname(name).toLowerCase()];
  const found = sniffImageFormat(bytes);
  if (!found || found === expected) return undefined;
  const base = path.basename(name);
  const extension = EXTENSION_OF_FORMAT[found];
  if (!extension)
    return `${base} holds ${found.toUpperCase()} data, which this site does not read: save it again as ${Object.keys(FORMAT_OF_EXTENSION).join(', ')}`;
  const renamed = base.replace(/\.[^.]*$/, '') + extension;
  return `${base} holds ${found.toUpperCase()} data, not what its name says: rename it ${renamed} and name it so`;
}
