/**
 * Checks an image a content file names and finds what the media step rendered for it.
 * Node only (reads the disk): the build and the scripts, never the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { sourceKey } from '@/lib/media/server/plan';
import {
  MAX_SOURCE_BYTES,
  MEDIA_FORMATS,
  MEDIA_MANIFEST,
  type MediaManifest,
  type RenderedImage,
  SOURCE_EXTENSIONS,
  srcSetOf,
} from '@/lib/media/types';

export interface ImageResolution {
  rendered?: RenderedImage;
  problem?: string;
}

export type ImageResolver = (
  contentFile: string,
  image: { src: string; alt: string; caption?: string },
) => ImageResolution;

const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Without a manifest (unit tests, a content check before any build) images are checked but
 * not resolved; with one, an image it lacks is a problem: the media step has not run.
 */
export function imageResolver(root: string): ImageResolver {
  const manifestFile = path.join(root, MEDIA_MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as MediaManifest)
    : undefined;
  return (contentFile, image) => {
    const key = sourceKey(contentFile, image.src);
    const extension = path.extname(key).toLowerCase();
    if (!(SOURCE_EXTENSIONS as readonly string[]).includes(extension))
      return { problem: `names "${image.src}": use a ${SOURCE_EXTENSIONS.join(', ')} file` };
    const file = path.join(root, key);
    if (!existsSync(file))
      return { problem: `names "${image.src}", which does not exist (looked for ${key})` };
    const size = statSync(file).size;
    if (size > MAX_SOURCE_BYTES)
      return {
        problem: `names "${image.src}", which is ${(size / 1024 / 1024).toFixed(1)} MB: keep sources under ${MAX_SOURCE_BYTES / 1024 / 1024} MB`,
      };
    if (!manifest) return {};
    const entry = manifest[key];
    if (!entry) return { problem: `names "${image.src}", which is not rendered yet: run npm run media` };
    const fallback = entry.variants.webp.at(-1);
    const rendered: RenderedImage = {
      alt: image.alt,
      width: entry.width,
      height: entry.height,
      sources: MEDIA_FORMATS.map((format) => ({
        type: MIME[format] ?? format,
        srcSet: srcSetOf(entry.variants[format]),
      })),
      src: fallback?.url ?? '',
    };
    if (image.caption) rendered.caption = image.caption;
    return { rendered };
  };
}
