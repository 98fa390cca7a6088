/**
 * Checks an image a content file names and finds what the media step rendered for it.
 * Node only (reads the disk): the build and the scripts, never the browser.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

import { imageSize } from 'image-size';

import { DIST_DIR } from '@/lib/env/dist-dir';
import { contentHash, sourceKey, variantUrl, widthsFor } from '@/lib/media/server/plan';
import { formatMismatch } from '@/lib/media/server/sniff';
import {
  darkDimming,
  darkSourceOf,
  MAX_SOURCE_BYTES,
  MEDIA_FORMATS,
  type MediaEntry,
  type MediaManifest,
  phoneSourceOf,
  type RenderedImage,
  SOURCE_EXTENSIONS,
  srcSetOf,
} from '@/lib/media/types';

import { valuesList } from '../suggest';

/**
 * What the media step rendered, keyed by source paths in the repository: kept in the build's
 * own cache (each build folder, NEXT_DIST_DIR, has its own: a fixture build lists more
 * images), never under public/, since a visitor has no use for the repository's layout.
 */
export const MEDIA_MANIFEST = `${DIST_DIR}/cache/media-manifest.json`;

export interface ImageResolution {
  rendered?: RenderedImage;
  problem?: string;
}

export type ImageResolver = (
  contentFile: string,
  image: { src: string; alt: string; caption?: string },
) => ImageResolution;

const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The srcset per format, best first, and the fallback <img> src (the largest WebP). */
const files = (entry: MediaEntry): Pick<RenderedImage, 'sources' | 'src'> => ({
  sources: MEDIA_FORMATS.map((format) => ({
    type: MIME[format] ?? format,
    srcSet: srcSetOf(entry.variants[format]),
  })),
  src: entry.variants.webp.at(-1)?.url ?? '',
});

/** A source file that is not an image the site can read (another format, or cut short). */
class UnreadableImage extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** Why each file's bytes do not match its name ('' when they do), by file, time and size. */
const mismatches = new Map<string, string>();

function mismatchOf(file: string, key: string): string | undefined {
  const { mtimeMs, size } = statSync(file);
  const id = `${file}:${mtimeMs}:${size}`;
  let found = mismatches.get(id);
  if (found === undefined) mismatches.set(id, (found = formatMismatch(key, readFileSync(file)) ?? ''));
  return found || undefined;
}

/**
 * The folder a content file's images must stay in: content/ (a test fixture's own folder for
 * its files), links followed, so no path or link reaches a file elsewhere on the machine.
 */
function outsideHome(root: string, contentFile: string, key: string): string | undefined {
  const home = contentFile.startsWith('content/') ? 'content' : path.posix.dirname(contentFile);
  const inside = (folder: string, target: string) => {
    const relative = path.relative(folder, target);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  if (!inside(path.join(root, home), path.join(root, key)))
    return `resolves to ${key}, outside ${home}/: put the image under ${home}/media/ and name it from the file`;
  const file = path.join(root, key);
  if (existsSync(file) && !inside(realpathSync(path.join(root, home)), realpathSync(file)))
    return `is a link to a file outside ${home}/: copy the image itself under ${home}/media/`;
  return undefined;
}

/** Entries planned in this process for images the manifest lacks, by file, time and size. */
const planned = new Map<string, MediaEntry>();

/**
 * What the media step would write for an image, measured from its header without encoding
 * anything: `next dev` renders each variant on its first request (pages/api/dev-media).
 */
function planEntry(file: string, key: string): MediaEntry {
  const { mtimeMs, size } = statSync(file);
  const id = `${file}:${mtimeMs}:${size}`;
  const known = planned.get(id);
  if (known) return known;
  const bytes = readFileSync(file);
  const hash = contentHash(bytes);
  let measured: { width: number; height: number };
  try {
    measured = imageSize(bytes);
  } catch {
    throw new UnreadableImage(key);
  }
  const { width, height } = measured;
  const widths = widthsFor(width);
  const variants = Object.fromEntries(
    MEDIA_FORMATS.map((format) => [
      format,
      widths.map((target) => ({ width: target, url: variantUrl(key, hash, target, format) })),
    ]),
  ) as MediaEntry['variants'];
  const entry = { hash, width, height, variants };
  planned.set(id, entry);
  return entry;
}

/** The images that are in a missing image's folder, so a misspelt name is seen at once. */
function besides(root: string, key: string): string {
  const folder = path.posix.dirname(key);
  const there = existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder)).filter((name) =>
        (SOURCE_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase()),
      )
    : [];
  return there.length > 0 ? `: ${folder}/ holds ${valuesList(there.sort())}` : '';
}

/**
 * Checks each image from its source alone (present, known format, under the size limit,
 * readable, dark and phone renderings paired and sized), never waiting on the media step: an
 * image the manifest lacks or that changed is planned from its header, and `next dev`
 * renders it on first request (pages/api/dev-media).
 */
export function imageResolver(root: string): ImageResolver {
  const manifestFile = path.join(root, MEDIA_MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as MediaManifest)
    : undefined;
  const manifestTime = manifest ? statSync(manifestFile).mtimeMs : 0;
  const entryFor = (file: string, key: string): MediaEntry => {
    const listed = manifest?.[key];
    return listed && statSync(file).mtimeMs <= manifestTime ? listed : planEntry(file, key);
  };
  /** The dark twin of a rendered source, which must match its size. */
  const twinOf = (key: string, entry: MediaEntry): { entry?: MediaEntry; problem?: string } => {
    const darkKey = darkSourceOf(key);
    const darkFile = path.join(root, darkKey);
    const dark = existsSync(darkFile) ? entryFor(darkFile, darkKey) : undefined;
    if (dark && (dark.width !== entry.width || dark.height !== entry.height))
      return {
        problem: `whose dark rendering ${darkKey} is ${dark.width}×${dark.height}, not ${entry.width}×${entry.height} like ${key}: draw both at one size`,
      };
    return { entry: dark };
  };
  return (contentFile, image) => {
    const key = sourceKey(contentFile, image.src);
    const extension = path.extname(key).toLowerCase();
    if (!(SOURCE_EXTENSIONS as readonly string[]).includes(extension))
      return { problem: `names "${image.src}": use a ${SOURCE_EXTENSIONS.join(', ')} file` };
    const outside = outsideHome(root, contentFile, key);
    if (outside) return { problem: `names "${image.src}", which ${outside}` };
    const file = path.join(root, key);
    if (!existsSync(file))
      return {
        problem: `names "${image.src}", which does not exist (looked for ${key})${besides(root, key)}`,
      };
    const size = statSync(file).size;
    if (size > MAX_SOURCE_BYTES)
      return {
        problem: `names "${image.src}", which is ${(size / 1024 / 1024).toFixed(1)} MB: keep sources under ${MAX_SOURCE_BYTES / 1024 / 1024} MB`,
      };
    const mismatch = mismatchOf(file, key);
    if (mismatch) return { problem: `names "${image.src}", but ${mismatch}` };
    try {
      return resolve(key, image);
    } catch (error) {
      if (!(error instanceof UnreadableImage)) throw error;
      return {
        problem: `names "${image.src}", but ${error.key} is not an image this site can read: save it again as ${SOURCE_EXTENSIONS.join(', ')}`,
      };
    }
  };
  function resolve(key: string, image: Parameters<ImageResolver>[1]): ImageResolution {
    const entry = entryFor(path.join(root, key), key);
    const rendered: RenderedImage = {
      alt: image.alt,
      width: entry.width,
      height: entry.height,
      ...files(entry),
    };
    if (image.caption) rendered.caption = image.caption;
    // A dark rendering beside the source (same size, by name) is shown in the dark theme.
    const dark = twinOf(key, entry);
    if (dark.problem) return { problem: `names "${image.src}", ${dark.problem}` };
    if (dark.entry) rendered.dark = files(dark.entry);
    // A light picture shown as is in the dark theme is dimmed there (ResponsiveImage).
    const dim = darkDimming((dark.entry ?? entry).luma);
    if (dim) rendered.darkDim = dim;
    // A phone rendering beside it (its own size, with its own dark twin) is shown on phones.
    const phoneKey = phoneSourceOf(key);
    const phoneFile = path.join(root, phoneKey);
    const phone = existsSync(phoneFile) ? entryFor(phoneFile, phoneKey) : undefined;
    if (phone) {
      const phoneDark = twinOf(phoneKey, phone);
      if (phoneDark.problem) return { problem: `names "${image.src}", ${phoneDark.problem}` };
      if (Boolean(phoneDark.entry) !== Boolean(dark.entry))
        return {
          problem: `names "${image.src}", which has ${dark.entry ? 'a' : 'no'} dark rendering while its phone rendering ${phoneKey} has ${phoneDark.entry ? 'one' : 'none'}: draw both or neither`,
        };
      rendered.phone = {
        width: phone.width,
        height: phone.height,
        sources: files(phone).sources,
        ...(phoneDark.entry ? { dark: { sources: files(phoneDark.entry).sources } } : {}),
      };
    }
    return { rendered };
  }
}
