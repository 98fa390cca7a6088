/**
 * npm run capture -- case-studies/<slug> <url> [--cover]: screenshots a live page at desktop
 * (1440 px) and phone (390 px) width in Chromium at device scale 2, in the light theme and,
 * when the page has one, the dark (written beside it as `<name>.dark.png`, which the site
 * shows in its dark theme); frames them (lib/media/frame.ts, the page's address in the
 * browser's field), names and captions them after the page's title, and adds them to the
 * entry's gallery with alt text to fill in, so the content check holds the entry until an
 * editor describes what each shows. `--cover` also makes the desktop capture the cover; the
 * drawn cover moves into the gallery, and the drawing (`art`) still makes the share image.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { type Browser, chromium } from '@playwright/test';
import sharp from 'sharp';
import { parseDocument } from 'yaml';

import { CAPTURED_ON } from '@/lib/content/credits';
import { splitFrontMatter } from '@/lib/content/front-matter';
import { PLACEHOLDER } from '@/lib/content/scaffold';
import { browserFrame, type FrameLayout, phoneFrame, screenMask } from '@/lib/media/frame';
import { slugify } from '@/lib/text/slugify';

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

/** A file name stays this short, whatever the page's title. */
const NAME_CHARS = 60;

/**
 * What a capture is called: the page's title (its first part before " | " or " – ", where a
 * site puts its own name), else its host and path; the file name is that in slug form, so a
 * second capture of the same page replaces its files.
 */
export function captureName(title: string, url: URL): { title: string; file: string } {
  const own = title.split(/\s+[|–—]\s+/)[0]?.trim() ?? '';
  const named = own || `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  const file = slugify(named).slice(0, NAME_CHARS).replace(/-+$/, '') || 'page';
  return { title: named, file };
}

/** The page's address as the browser's field shows it: no scheme, no trailing slash alone. */
export const shownAddress = (url: URL) =>
  `${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`;

/** Two screenshots that differ this little (mean per channel, 0–255) are the same picture. */
const SAME_PICTURE = 1;

/** Whether the dark-scheme screenshot shows anything the light one does not: a dark theme. */
export async function differs(light: Buffer, dark: Buffer): Promise<boolean> {
  const small = (png: Buffer) =>
    sharp(png).resize({ width: 96, height: 96, fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([small(light), small(dark)]);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length > SAME_PICTURE;
}

type Scheme = 'light' | 'dark';

async function shoot(
  browser: Browser,
  url: URL,
  shot: (typeof SHOTS)[number],
  scheme: Scheme,
): Promise<{ png: Buffer; title: string }> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    colorScheme: scheme,
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
    return { png: await page.screenshot({ type: 'png' }), title: await page.title() };
  } finally {
    await context.close();
  }
}

/** Puts a screenshot into its frame: the frame under it, its corners clipped to the frame's. */
export async function framed(
  shot: Buffer,
  frameOf: (width: number, height: number) => FrameLayout,
): Promise<Buffer> {
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

/**
 * Makes `image` the entry's cover by replacing its `cover:` block line for line (the rest of
 * the file stays as written) and returns the cover it had, for the gallery.
 */
export function setCover(
  markdown: string,
  image: CapturedImage,
): { markdown: string; previous?: CapturedImage } {
  const split = splitFrontMatter(markdown);
  if (!split) throw new CaptureError('the entry has no front matter between --- lines');
  const frontMatter = split.yaml;
  const previous = (parseDocument(frontMatter).toJS() as { cover?: CapturedImage }).cover;
  const lines = frontMatter.split('\n');
  const start = lines.findIndex((line) => /^cover:\s*$/.test(line));
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const block = [
    'cover:',
    `  src: ${image.src}`,
    `  alt: ${quote(image.alt)}`,
    `  caption: ${quote(image.caption)}`,
  ];
  if (start < 0) lines.push(...block);
  else {
    let end = start + 1;
    while (end < lines.length && /^\s/.test(lines[end] ?? '')) end += 1;
    lines.splice(start, end - start, ...block);
  }
  const opening = split.block.slice(0, split.block.indexOf(frontMatter));
  const closing = split.block.slice(split.block.indexOf(frontMatter) + frontMatter.length);
  const updated = `${opening}${lines.join('\n')}${closing}${split.body}`;
  return {
    markdown: updated,
    ...(previous?.src && {
      previous: {
        src: previous.src,
        alt: previous.alt,
        caption: previous.caption ?? 'Artwork drawn by Byer Company for this case study.',
      },
    }),
  };
}

/** Captures `url` for the entry under `root` and returns the images it added. */
export async function capture(
  root: string,
  entryName: string,
  rawUrl: string | undefined,
  { cover = false }: { cover?: boolean } = {},
) {
  const entry = findEntry(root, entryName);
  const url = parseUrl(rawUrl);
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: QUIET_CHROMIUM_FLAGS,
  });
  const shots: { light: Buffer; dark?: Buffer; title: string }[] = [];
  try {
    for (const shot of SHOTS) {
      const light = await shoot(browser, url, shot, 'light');
      const dark = await shoot(browser, url, shot, 'dark');
      shots.push({
        light: light.png,
        title: light.title,
        ...((await differs(light.png, dark.png)) && { dark: dark.png }),
      });
    }
  } finally {
    await browser.close();
  }
  const day = new Date().toISOString().slice(0, 10);
  const name = captureName(shots[0]?.title ?? '', url);
  const address = shownAddress(url);
  mkdirSync(path.join(root, entry.mediaFolder), { recursive: true });
  const images: CapturedImage[] = [];
  for (const [index, shot] of SHOTS.entries()) {
    const { light, dark } = shots[index]!;
    const file = `${name.file}-${shot.name}`;
    const frameOf = (scheme: Scheme) => (width: number, height: number) =>
      shot.mobile
        ? phoneFrame(width, height)
        : browserFrame(width, height, { address, dark: scheme === 'dark' });
    writeFileSync(path.join(root, entry.mediaFolder, `${file}.png`), await framed(light, frameOf('light')));
    if (dark)
      writeFileSync(
        path.join(root, entry.mediaFolder, `${file}.dark.png`),
        await framed(dark, frameOf('dark')),
      );
    images.push({
      src: path.posix.relative(path.posix.dirname(entry.file), `${entry.mediaFolder}/${file}.png`),
      alt: `${PLACEHOLDER} say what this ${shot.name} capture of "${name.title}" shows (the layout and what a visitor reads first), for someone who cannot see it`,
      caption: `${name.title}${CAPTURED_ON}${day} at ${address}, ${shot.viewport.width} px wide (${shot.name}).`,
    });
  }
  const file = path.join(root, entry.file);
  let markdown = readFileSync(file, 'utf8');
  if (cover && images[0]) {
    const covered = setCover(markdown, images[0]);
    markdown = covered.markdown;
    // The drawn cover stays in the gallery, before the captures.
    const rest = images.slice(1);
    markdown = addToGallery(markdown, covered.previous ? [covered.previous, ...rest] : rest);
  } else markdown = addToGallery(markdown, images);
  writeFileSync(file, markdown);
  return { entry, images, name };
}

async function main() {
  const args = process.argv.slice(2);
  const cover = args.includes('--cover');
  const [entryName = '', rawUrl] = args.filter((arg) => arg !== '--cover');
  try {
    const { entry, images } = await capture(process.cwd(), entryName, rawUrl, { cover });
    for (const image of images) console.log(`${entry.mediaFolder}/${path.posix.basename(image.src)}`);
    console.log(
      `${cover ? 'The desktop capture is the cover of' : 'Added to the gallery of'} ${entry.file}. Write what each capture shows where it says "${PLACEHOLDER}", check the captions, then npm run content:check.`,
    );
  } catch (error) {
    if (!(error instanceof CaptureError)) throw error;
    console.error(`capture: ${error.message}`);
    process.exitCode = 1;
  }
}

runAsCommand(module, main);
