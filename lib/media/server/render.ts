/**
 * Encodes source images (Node only, sharp): the media step (scripts/media.ts) renders every
 * variant before a build; `next dev` renders one on its first request (pages/api/dev-media).
 * Variants are written to the build cache (MEDIA_CACHE_DIR), which hosts keep between
 * deploys, and linked from there into public/media, which the site serves: a deploy from a
 * fresh checkout with the cache kept renders only new or changed images.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import sharp, { type Sharp } from 'sharp';

import { DIST_DIR } from '@/lib/env/dist-dir';

import {
  isLogoSource,
  lumaOf,
  MEDIA_URL_PREFIX,
  MEDIA_WIDTHS,
  type MediaFormat,
  SOURCE_EXTENSIONS,
} from '../types';
import { contentHash } from './plan';
import { isSvgBytes } from './sniff';
import { sanitizeSvg } from './svg';

const QUALITY = { avif: 55, webp: 78 } as const;
/** AVIF's default effort takes seconds per width; 2 is several times faster for a few percent in size. */
const EFFORT = { avif: 2, webp: 4 } as const;

export function sourcesUnder(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((item) => {
    const relative = `${folder}/${item.name}`;
    if (item.isDirectory()) return sourcesUnder(root, relative);
    return (SOURCE_EXTENSIONS as readonly string[]).includes(path.extname(item.name).toLowerCase())
      ? [relative]
      : [];
  });
}

/** The picture's mean luma (lib/media/types.ts lumaOf), over its opaque colours. */
export async function meanLuma(image: Sharp): Promise<number> {
  const { channels } = await image.clone().removeAlpha().stats();
  const [r, g, b] = channels.length >= 3 ? channels : [channels[0]!, channels[0]!, channels[0]!];
  return Math.round(lumaOf(r!.mean, g!.mean, b!.mean) * 1000) / 1000;
}

/** An SVG is drawn this wide, the largest rendered width, whatever size it declares. */
const SVG_RASTER_WIDTH = MEDIA_WIDTHS.at(-1) ?? 1600;
/** How far from the corner's colour a pixel may be and still count as padding. */
const TRIM_THRESHOLD = 12;

/**
 * A source ready to encode: an SVG sanitised (lib/media/server/svg.ts) and drawn at the
 * largest width; a client logo trimmed of the padding around its drawing (sharp's trim, which
 * takes the top-left pixel's colour, transparent or not, as the padding's).
 */
export async function openSource(bytes: Buffer, source: string): Promise<Sharp> {
  let image = sharp(bytes);
  // Judged by its bytes, as the decoder itself would: SVG under any name is sanitised first.
  if (isSvgBytes(bytes) || (await image.metadata().catch(() => undefined))?.format === 'svg') {
    const svg = Buffer.from(sanitizeSvg(bytes.toString('utf8')));
    const { width = SVG_RASTER_WIDTH } = await sharp(svg).metadata();
    // librsvg draws at 72 dpi: scale the density so the drawing comes out SVG_RASTER_WIDTH wide.
    image = sharp(svg, { density: (72 * SVG_RASTER_WIDTH) / width }).png();
  }
  if (!isLogoSource(source)) return image;
  // The trimmed pixels, decoded once: every variant and the manifest's size start from them.
  return sharp(await image.trim({ threshold: TRIM_THRESHOLD }).png().toBuffer());
}

/** Where rendered variants are kept between builds: Next's build cache, which hosts keep. */
export const MEDIA_CACHE_DIR = `${DIST_DIR}/cache/media`;

/** The cached file of a variant URL (`/media/<name>`). */
export const cachedVariant = (root: string, url: string) =>
  path.join(root, MEDIA_CACHE_DIR, path.posix.basename(url));

/**
 * Whether the cache holds the variant. One that only public/media holds (written before the
 * cache kept them) is taken into the cache rather than rendered again.
 */
export function isCached(root: string, url: string): boolean {
  const cached = cachedVariant(root, url);
  if (existsSync(cached)) return true;
  const served = path.join(root, 'public', url);
  if (!existsSync(served)) return false;
  linkOrCopy(served, cached);
  return true;
}

function linkOrCopy(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    // Another file system (a cache mounted apart from the checkout): a copy does.
    copyFileSync(from, to);
  }
}

/**
 * Puts a cached variant where the site serves it (public/media): a hard link, so it costs no
 * space. A file already there is the same picture: the name carries the source's hash.
 */
export function publishVariant(root: string, url: string): string {
  const served = path.join(root, 'public', url);
  if (!existsSync(served)) linkOrCopy(cachedVariant(root, url), served);
  return served;
}

/** Renders one variant (a width in a format) of an image into the cache and publishes it. */
export async function renderVariant(
  root: string,
  image: Sharp,
  url: string,
  width: number,
  format: MediaFormat,
): Promise<string> {
  const cached = cachedVariant(root, url);
  mkdirSync(path.dirname(cached), { recursive: true });
  await image
    .clone()
    .resize({ width })
    .toFormat(format, { quality: QUALITY[format], effort: EFFORT[format] })
    .toFile(cached);
  return publishVariant(root, url);
}

/** A variant's file name as variantUrl writes it: source name, hash prefix, width, format. */
const VARIANT_NAME = /^(.+)-([0-9a-f]{10})-(\d+)\.(avif|webp)$/;

/**
 * Renders the variant a dev page asked for (`/media/<name>`), found by the source's name and
 * content hash, and keeps it under public/media for the next request. Undefined when no
 * source image matches (a stale URL): the caller answers 404.
 */
export async function renderRequestedVariant(
  root: string,
  name: string,
): Promise<{ file: string; format: MediaFormat } | undefined> {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  const [, base, hashPrefix, width, format] = match as unknown as [
    string,
    string,
    string,
    string,
    MediaFormat,
  ];
  for (const source of sourcesUnder(root, 'content')) {
    if (path.basename(source, path.extname(source)) !== base) continue;
    const bytes = readFileSync(path.join(root, source));
    if (!contentHash(bytes).startsWith(hashPrefix)) continue;
    const url = `${MEDIA_URL_PREFIX}/${name}`;
    const image = await openSource(bytes, source);
    return { file: await renderVariant(root, image, url, Number(width), format), format };
  }
  return undefined;
}
