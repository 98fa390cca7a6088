/**
 * npm run media (run by prebuild and predev): renders every source image under content/
 * into AVIF and WebP at several widths, into public/media/, with a manifest of intrinsic
 * sizes in Next's build cache (MEDIA_MANIFEST). Sources whose content hash is unchanged are skipped, so warm builds are quick.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { MEDIA_MANIFEST } from '@/lib/content/server/media';
import { contentFixture } from '@/lib/env';
import { variantUrl, widthsFor } from '@/lib/media/server/plan';
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

export async function writeMedia(): Promise<void> {
  mkdirSync(path.join(root, MEDIA_PUBLIC_DIR), { recursive: true });
  const previous = readManifest();
  const next: MediaManifest = {};
  let rendered = 0;
  // A test fixture's supplied logos (CONTENT_FIXTURE) are rendered with the content's images.
  const fixture = contentFixture();
  const sources = [...sourcesUnder(root, 'content'), ...(fixture ? sourcesUnder(root, fixture) : [])];
  for (const source of sources) {
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
    if (fresh) next[source] = known;
    else {
      next[source] = await render(source, hash);
      rendered += 1;
    }
  }
  // Older builds kept it under public/, where it was served: gone from there.
  rmSync(path.join(root, MEDIA_PUBLIC_DIR, 'manifest.json'), { force: true });
  mkdirSync(path.dirname(path.join(root, MEDIA_MANIFEST)), { recursive: true });
  writeFileSync(path.join(root, MEDIA_MANIFEST), `${JSON.stringify(next, null, 1)}\n`);
  const total = Object.keys(next).length;
  console.log(`Media: ${total} source image(s), ${rendered} rendered, ${total - rendered} unchanged.`);
}

runAsCommand(module, writeMedia);
