/**
 * npm run media (run by prebuild and predev): renders every source image under content/
 * into AVIF and WebP at several widths, into public/media/, with a manifest of intrinsic
 * sizes in Next's build cache (MEDIA_MANIFEST). Sources whose content hash is unchanged are skipped, so warm builds are quick.
 * For a production build (prebuild) the images only drafts and scheduled entries use are
 * left out, and their variants from earlier runs removed, so none is served before its entry.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { contentToday, unpublishedFiles } from '@/lib/content/dates';
import { MEDIA_MANIFEST } from '@/lib/content/server/media';
import { contentFixture } from '@/lib/env/server';
import { variantUrl, widthsFor } from '@/lib/media/server/plan';
import { unpublishedOnlySources } from '@/lib/media/server/published';
import { contentHash, meanLuma, openSource, renderVariant, sourcesUnder } from '@/lib/media/server/render';
import {
  MAX_SOURCE_BYTES,
  MEDIA_FORMATS,
  MEDIA_PUBLIC_DIR,
  type MediaEntry,
  type MediaManifest,
} from '@/lib/media/types';

import { runAsCommand } from './command';

const root = process.cwd();

function readManifest(): MediaManifest {
  const file = path.join(root, MEDIA_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MediaManifest) : {};
}

async function render(source: string, hash: string): Promise<MediaEntry> {
  const image = await openSource(readFileSync(path.join(root, source)), source);
  const { width = 0, height = 0 } = await image.metadata();
  const widths = widthsFor(width);
  const variants = Object.fromEntries(
    MEDIA_FORMATS.map((format) => [format, [] as MediaEntry['variants']['avif']]),
  ) as MediaEntry['variants'];
  for (const format of MEDIA_FORMATS) {
    for (const target of widths) {
      const url = variantUrl(source, hash, target, format);
      if (!existsSync(path.join(root, 'public', url))) await renderVariant(root, image, url, target, format);
      variants[format].push({ width: target, url });
    }
  }
  return { hash, width, height, luma: await meanLuma(image), variants };
}

/** Every entry and list under content/ that may name an image, as text. */
function contentTexts() {
  return readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml|ts|json)$/.test(file))
    .map((file) => {
      const relative = `content/${file.split(path.sep).join('/')}`;
      return { path: relative, text: readFileSync(path.join(root, relative), 'utf8') };
    });
}

export async function writeMedia({ publishedOnly = false } = {}): Promise<void> {
  mkdirSync(path.join(root, MEDIA_PUBLIC_DIR), { recursive: true });
  const previous = readManifest();
  const kept: MediaManifest = {};
  // A test fixture's supplied logos (CONTENT_FIXTURE) are rendered with the content's images.
  const fixture = contentFixture();
  const sources = [...sourcesUnder(root, 'content'), ...(fixture ? sourcesUnder(root, fixture) : [])];
  const texts = publishedOnly ? contentTexts() : [];
  const left = publishedOnly
    ? unpublishedOnlySources(texts, sources, unpublishedFiles(texts, contentToday()))
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
      MEDIA_FORMATS.every((f) =>
        known.variants[f].every((v) => existsSync(path.join(root, 'public', v.url))),
      );
    order.push(source);
    if (fresh) kept[source] = known;
    else stale.push({ source, hash });
  }
  // One source per core at a time: an encode keeps about one core busy, and a cold build
  // renders every variant (the same files in any order).
  const renders = new Map<string, MediaEntry>();
  let taken = 0;
  const worker = async () => {
    while (taken < stale.length) {
      const { source, hash } = stale[taken++]!;
      renders.set(source, await render(source, hash));
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), stale.length) }, worker));
  const next: MediaManifest = Object.fromEntries(
    order.map((source) => [source, renders.get(source) ?? kept[source]!]),
  );
  const rendered = renders.size;
  // Older builds kept it under public/, where it was served: gone from there.
  rmSync(path.join(root, MEDIA_PUBLIC_DIR, 'manifest.json'), { force: true });
  mkdirSync(path.dirname(path.join(root, MEDIA_MANIFEST)), { recursive: true });
  writeFileSync(path.join(root, MEDIA_MANIFEST), `${JSON.stringify(next, null, 1)}\n`);
  const total = Object.keys(next).length;
  const unpublishedNote = left.size > 0 ? `, ${left.size} of unpublished entries left out` : '';
  console.log(
    `Media: ${total} source image(s), ${rendered} rendered, ${total - rendered} unchanged${unpublishedNote}.`,
  );
}

runAsCommand(module, writeMedia);
