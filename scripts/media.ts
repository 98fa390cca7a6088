/**
 * npm run media (run by prebuild): renders every source image under content/ into AVIF and
 * WebP at several widths, into the build cache (MEDIA_CACHE_DIR) linked into public/media/,
 * with a manifest of intrinsic sizes beside it (MEDIA_MANIFEST). Variants already in the
 * cache are not rendered again, so a warm build, or a deploy that keeps .next/cache, is quick.
 * It prints its progress every few seconds and one line that sums up.
 * For a production build (prebuild) the images only drafts and scheduled entries use are
 * left out, and their variants from earlier runs removed, so none is served before its entry.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { imageSize } from 'image-size';

import { contentToday } from '@/lib/content/dates';
import { MEDIA_MANIFEST } from '@/lib/content/server/media';
import { unpublishedFiles } from '@/lib/content/server/unpublished-files';
import { contentFixture } from '@/lib/env/server';
import { contentHash, variantUrl, widthsFor } from '@/lib/media/server/plan';
import { duration, type Progress, progressOf } from '@/lib/media/server/progress';
import { unpublishedSources } from '@/lib/media/server/published';
import {
  isCached,
  meanLuma,
  openSource,
  publishVariant,
  renderVariant,
  sourcesUnder,
} from '@/lib/media/server/render';
import {
  MAX_SOURCE_BYTES,
  MEDIA_FORMATS,
  MEDIA_PUBLIC_DIR,
  type MediaEntry,
  type MediaManifest,
} from '@/lib/media/types';

import { runAsCommand } from './command';

function readManifest(root: string): MediaManifest {
  const file = path.join(root, MEDIA_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MediaManifest) : {};
}

async function render(root: string, source: string, hash: string, progress: Progress): Promise<MediaEntry> {
  const image = await openSource(readFileSync(path.join(root, source)), source);
  const { width = 0, height = 0 } = await image.metadata();
  const widths = widthsFor(width);
  const variants = Object.fromEntries(
    MEDIA_FORMATS.map((format) => [format, [] as MediaEntry['variants']['avif']]),
  ) as MediaEntry['variants'];
  for (const format of MEDIA_FORMATS) {
    for (const target of widths) {
      const url = variantUrl(source, hash, target, format);
      if (isCached(root, url)) publishVariant(root, url);
      else {
        await renderVariant(root, image, url, target, format);
        progress.add();
      }
      variants[format].push({ width: target, url });
    }
  }
  return { hash, width, height, luma: await meanLuma(image), variants };
}

/** Every entry and list under content/ that may name an image, as text. */
function contentTexts(root: string) {
  return readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml|ts|json)$/.test(file))
    .map((file) => {
      const relative = `content/${file.split(path.sep).join('/')}`;
      return { path: relative, text: readFileSync(path.join(root, relative), 'utf8') };
    });
}

/** The files a source still needs, from its header alone (a trimmed logo may need fewer). */
function filesToDo(root: string, source: string, hash: string): number {
  let width = 0;
  try {
    width = imageSize(readFileSync(path.join(root, source))).width;
  } catch {
    // Unreadable sources are refused by the content check with their file and line.
  }
  const urls = MEDIA_FORMATS.flatMap((format) =>
    widthsFor(width).map((target) => variantUrl(source, hash, target, format)),
  );
  return urls.filter((url) => !isCached(root, url)).length;
}

export async function writeMedia({ publishedOnly = false, root = process.cwd() } = {}): Promise<void> {
  mkdirSync(path.join(root, MEDIA_PUBLIC_DIR), { recursive: true });
  const previous = readManifest(root);
  const kept: MediaManifest = {};
  // A test fixture's supplied logos (CONTENT_FIXTURE) are rendered with the content's images.
  const fixture = contentFixture();
  const sources = [...sourcesUnder(root, 'content'), ...(fixture ? sourcesUnder(root, fixture) : [])];
  const texts = publishedOnly ? contentTexts(root) : [];
  const left = publishedOnly
    ? unpublishedSources(texts, sources, unpublishedFiles(texts, contentToday()))
    : new Set<string>();
  for (const source of left)
    for (const format of MEDIA_FORMATS)
      for (const variant of previous[source]?.variants[format] ?? [])
        rmSync(path.join(root, 'public', variant.url), { force: true });
  const stale: { source: string; hash: string }[] = [];
  const order: string[] = [];
  for (const source of sources) {
    if (left.has(source)) continue;
    // Oversized sources are refused by the content check with their file and line.
    if (statSync(path.join(root, source)).size > MAX_SOURCE_BYTES) continue;
    const hash = contentHash(readFileSync(path.join(root, source)));
    const known = previous[source];
    const fresh =
      known?.hash === hash &&
      known.luma !== undefined &&
      MEDIA_FORMATS.every((f) => known.variants[f].every((v) => isCached(root, v.url)));
    order.push(source);
    if (fresh) {
      kept[source] = known;
      for (const format of MEDIA_FORMATS) for (const v of known.variants[format]) publishVariant(root, v.url);
    } else stale.push({ source, hash });
  }
  const toDo = stale.reduce((sum, { source, hash }) => sum + filesToDo(root, source, hash), 0);
  if (toDo > 0) console.log(`Media: ${toDo} files to render from ${stale.length} source image(s)…`);
  const progress = progressOf(toDo, console.log);
  // One source per core at a time: an encode keeps about one core busy, and a cold build
  // renders every variant (the same files in any order).
  const renders = new Map<string, MediaEntry>();
  let taken = 0;
  const worker = async () => {
    while (taken < stale.length) {
      const { source, hash } = stale[taken++]!;
      renders.set(source, await render(root, source, hash, progress));
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), stale.length) }, worker));
  const next: MediaManifest = Object.fromEntries(
    order.map((source) => [source, renders.get(source) ?? kept[source]!]),
  );
  // Older builds kept it under public/, where it was served: gone from there.
  rmSync(path.join(root, MEDIA_PUBLIC_DIR, 'manifest.json'), { force: true });
  mkdirSync(path.dirname(path.join(root, MEDIA_MANIFEST)), { recursive: true });
  writeFileSync(path.join(root, MEDIA_MANIFEST), `${JSON.stringify(next, null, 1)}\n`);
  const total = Object.keys(next).length;
  const unpublishedNote = left.size > 0 ? `, ${left.size} of unpublished entries left out` : '';
  console.log(
    `Media: ${total} source image(s), ${renders.size} rendered (${progress.done} files in ${duration(progress.elapsed())}), ${total - renders.size} unchanged${unpublishedNote}.`,
  );
}

runAsCommand(module, () => writeMedia());
