/**
 * npm run capture -- case-studies/<slug> <url>: screenshots a live site at desktop (1440 px)
 * and phone (390 px) width in Chromium, frames them (lib/media/frame.ts), writes them under
 * the entry's media folder and adds both to its gallery with alt text to fill in, so the
 * content check holds the entry until an editor describes what each shows.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { type Browser, chromium } from '@playwright/test';
import sharp from 'sharp';
import { parseDocument } from 'yaml';

import { splitFrontMatter } from '@/lib/content/front-matter';
import { PLACEHOLDER } from '@/lib/content/scaffold';
import { browserFrame, type FrameLayout, phoneFrame, screenMask } from '@/lib/media/frame';

import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './chromium';
import { runAsCommand } from './command';

/** The collections whose entries have a gallery to add screenshots to. */
const COLLECTIONS = { 'case-studies': 'case study' } as const;
type Collection = keyof typeof COLLECTIONS;

/** Widths a buyer sees the site at; the phone is drawn at twice its CSS pixels. */
export const SHOTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, scale: 2, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, mobile: true },
] as const;

/** A refusal the command prints as is, without a stack: the input was wrong, not the code. */
export class CaptureError extends Error {
  override name = 'CaptureError';
}

interface Entry {
  collection: Collection;
  slug: string;
  /** The Markdown file, from the project root. */
  file: string;
  /** Where its images go, from the project root. */
  mediaFolder: string;
}

/** "case-studies/ami" → the entry's file and media folder, or a refusal naming what exists. */
export function findEntry(root: string, name: string): Entry {
  const [collection, slug, ...rest] = name.replace(/\.md$/, '').split('/');
  const collections = Object.keys(COLLECTIONS).join(', ');
  if (!collection || !slug || rest.length > 0 || !(collection in COLLECTIONS))
    throw new CaptureError(
      `"${name}" is not an entry: write <collection>/<slug>, e.g. case-studies/ami (collections: ${collections})`,
    );
  const file = `content/${collection}/${slug}.md`;
  if (!existsSync(path.join(root, file))) {
    const known = readdirSync(path.join(root, 'content', collection))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3));
    throw new CaptureError(
      `there is no ${COLLECTIONS[collection as Collection]} "${slug}" (${file} does not exist); known: ${known.join(', ')}`,
    );
  }
  return {
    collection: collection as Collection,
    slug,
    file,
    mediaFolder: `content/media/${collection}/${slug}`,
  };
}

/** Only a full http(s) address: a typo must not turn into a screenshot of an error page. */
export function parseUrl(raw: string | undefined): URL {
  let url: URL | undefined;
  try {
    url = raw ? new URL(raw) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new CaptureError(
      `"${raw ?? ''}" is not a web address: give the full URL, e.g. https://www.example.com/`,
    );
  return url;
}

/** File names from the host, so a second capture of the same site replaces its files. */
const fileBase = (url: URL) => `live-${url.hostname.replace(/^www\./, '').replace(/[^a-z0-9]+/gi, '-')}`;

async function shoot(browser: Browser, url: URL, shot: (typeof SHOTS)[number]): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
  });
  try {
    const page = await context.newPage();
    let response;
    try {
      response = await page.goto(url.href, { waitUntil: 'load', timeout: 45_000 });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      throw new CaptureError(`could not load ${url.href}: ${reason} (is the address right and the site up?)`);
    }
    if (response && !response.ok())
      throw new CaptureError(
        `${url.href} answered ${response.status()} ${response.statusText()}: nothing was captured`,
      );
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

/** Puts a screenshot into its frame: the frame under it, its corners clipped to the frame's. */
export async function framed(shot: Buffer, frameOf: (w: number, h: number) => FrameLayout): Promise<Buffer> {
  const { width: shotWidth = 0, height: shotHeight = 0 } = await sharp(shot).metadata();
  const frame = frameOf(shotWidth, shotHeight);
  const { screen } = frame;
  const screenImage = await sharp(shot)
    .resize({ width: screen.width, height: screen.height, fit: 'fill' })
    .composite([{ input: Buffer.from(screenMask(screen)), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: frame.width,
      height: frame.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([
      { input: Buffer.from(frame.under), left: 0, top: 0 },
      { input: screenImage, left: screen.left, top: screen.top },
      { input: Buffer.from(frame.mask), blend: 'dest-in' },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface CapturedImage {
  src: string;
  alt: string;
  caption: string;
}

/**
 * Appends images to the entry's `gallery` (creating it if absent) by inserting lines, so
 * the rest of the file is left byte for byte as the editor wrote it. An image whose file
 * is already listed is not added twice: capturing again only replaces the file.
 */
export function addToGallery(markdown: string, images: CapturedImage[]): string {
  const split = splitFrontMatter(markdown);
  if (!split) throw new CaptureError('the entry has no front matter between --- lines');
  const frontMatter = split.yaml;
  const listed = new Set(
    ((parseDocument(frontMatter).toJS() as { gallery?: { src?: string }[] }).gallery ?? []).map((i) => i.src),
  );
  const fresh = images.filter((image) => !listed.has(image.src));
  if (fresh.length === 0) return markdown;
  const lines = frontMatter.split('\n');
  const start = lines.findIndex((line) => /^gallery:\s*$/.test(line));
  const itemIndent = start < 0 ? '  ' : (/^(\s*)-/.exec(lines[start + 1] ?? '')?.[1] ?? '  ');
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const items = fresh.flatMap((image) => [
    `${itemIndent}- src: ${image.src}`,
    `${itemIndent}  alt: ${quote(image.alt)}`,
    `${itemIndent}  caption: ${quote(image.caption)}`,
  ]);
  if (start < 0) lines.push('gallery:', ...items);
  else {
    let end = start + 1;
    while (end < lines.length && /^\s/.test(lines[end] ?? '')) end += 1;
    lines.splice(end, 0, ...items);
  }
  const opening = split.block.slice(0, split.block.indexOf(frontMatter));
  const closing = split.block.slice(split.block.indexOf(frontMatter) + frontMatter.length);
  return `${opening}${lines.join('\n')}${closing}${split.body}`;
}

/** Captures `url` for the entry under `root` and returns the images it added. */
export async function capture(root: string, entryName: string, rawUrl: string | undefined) {
  const entry = findEntry(root, entryName);
  const url = parseUrl(rawUrl);
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: QUIET_CHROMIUM_FLAGS,
  });
  const shots: Buffer[] = [];
  try {
    for (const shot of SHOTS) shots.push(await shoot(browser, url, shot));
  } finally {
    await browser.close();
  }
  const day = new Date().toISOString().slice(0, 10);
  const base = fileBase(url);
  mkdirSync(path.join(root, entry.mediaFolder), { recursive: true });
  const images: CapturedImage[] = [];
  for (const [index, shot] of SHOTS.entries()) {
    const name = `${base}-${shot.name}.png`;
    const png = await framed(shots[index]!, shot.mobile ? phoneFrame : browserFrame);
    writeFileSync(path.join(root, entry.mediaFolder, name), png);
    images.push({
      src: path.posix.relative(path.posix.dirname(entry.file), `${entry.mediaFolder}/${name}`),
      alt: `${PLACEHOLDER} what this ${shot.name} screenshot of ${url.host} shows, for someone who cannot see it`,
      caption: `Screenshot: ${url.host} at ${shot.viewport.width} px wide (${shot.name}), captured ${day}.`,
    });
  }
  const file = path.join(root, entry.file);
  writeFileSync(file, addToGallery(readFileSync(file, 'utf8'), images));
  return { entry, images };
}

async function main() {
  const [entryName = '', rawUrl] = process.argv.slice(2);
  try {
    const { entry, images } = await capture(process.cwd(), entryName, rawUrl);
    for (const image of images) console.log(`${entry.mediaFolder}/${path.posix.basename(image.src)}`);
    console.log(
      `Added to the gallery of ${entry.file}. Write each alt text (it holds "${PLACEHOLDER}"), check the caption, then npm run content:check.`,
    );
  } catch (error) {
    if (!(error instanceof CaptureError)) throw error;
    console.error(`capture: ${error.message}`);
    process.exitCode = 1;
  }
}

runAsCommand(module, main);
