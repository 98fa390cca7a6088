/**
 * Writes a 1200×630 share image for every route into public/og/ (gitignored), rendered
 * from the page's title with the site's own fonts and dark-theme colours: no network.
 * Runs before `next build` (npm "prebuild"); an image whose card did not change is kept.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ImageResponse } from 'next/og';

import { site } from '@/lib/content/lists';
import { getContactFacts } from '@/lib/content/server';
import { BUILD_CACHE_FOLDER } from '@/lib/content/server/disk-memo';
import { type ShareCard, shareCards } from '@/lib/seo/server/share-cards';
import { SHARE_IMAGE_DIR, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@/lib/seo/share';

import { runAsCommand } from '../command';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
// Beside the build, not under public/: it names the repository's content files.
const manifestFile = path.join(root, BUILD_CACHE_FOLDER, 'og-manifest.json');

const font = (file: string) => readFileSync(path.join(root, 'node_modules', file));
const fonts = [
  {
    name: 'Inter',
    data: font('@fontsource/inter/files/inter-latin-500-normal.woff'),
    weight: 500 as const,
    style: 'normal' as const,
  },
  {
    name: 'Space Grotesk',
    data: font('@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff'),
    weight: 700 as const,
    style: 'normal' as const,
  },
];

/** The dark theme's colours, read from the design tokens so the images follow the site. */
function darkTokens(): Record<string, string> {
  const css = readFileSync(path.join(root, 'styles/globals.css'), 'utf8');
  const block = /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

const tokens = darkTokens();

/** Long titles step down in size so they always fit in three lines. */
const titleSize = (title: string) => (title.length > 70 ? 60 : title.length > 40 ? 70 : 84);

/** `place` is the agency's city as the footer writes it (content/contact.yaml). */
function Card({ eyebrow, title, place }: ShareCard & { place: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: tokens.bg,
        color: tokens.text,
        fontFamily: 'Inter',
        borderTop: `16px solid ${tokens.accent}`,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: tokens.highlight, letterSpacing: 1 }}>
        {eyebrow}
      </div>
      <div
        style={{
          display: 'flex',
          fontFamily: 'Space Grotesk',
          fontWeight: 700,
          fontSize: titleSize(title),
          lineHeight: 1.1,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: tokens.muted }}>
        <span style={{ fontFamily: 'Space Grotesk', fontWeight: 700, color: tokens.accent }}>
          {site.name}
        </span>
        <span>{place}</span>
      </div>
    </div>
  );
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What every image shares: this file (the template), the fonts and the colours. When any of
 * them changes every image is drawn again; otherwise only cards whose own text changed are.
 */
const designHash = ({ city, region }: { city: string; region: string }) =>
  sha256(
    JSON.stringify({
      template: sha256(readFileSync(__filename)),
      fonts: fonts.map((f) => sha256(f.data)),
      tokens,
      site: [site.name, city, region],
    }),
  );

export async function writeShareImages(): Promise<void> {
  const started = performance.now();
  const previous: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const next: Record<string, string> = {};
  let drawn = 0;
  const facts = getContactFacts();
  const place = `${facts.city}, ${facts.region}`;
  const design = designHash(facts);
  const fingerprint = (card: ShareCard) => sha256(JSON.stringify({ card, design })).slice(0, 16);
  for (const card of shareCards()) {
    const file = path.join(publicDir, shareImagePath(card.path));
    next[card.path] = fingerprint(card);
    if (previous[card.path] === next[card.path] && existsSync(file)) continue;
    const image = new ImageResponse(<Card {...card} place={place} />, {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts,
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    drawn += 1;
  }
  // Older builds kept it under public/, where it was served: gone from there.
  rmSync(path.join(publicDir, SHARE_IMAGE_DIR, 'manifest.json'), { force: true });
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(next, null, 2));
  console.log(
    `Share images: ${drawn} drawn, ${Object.keys(next).length - drawn} unchanged, in public${SHARE_IMAGE_DIR}/ (${Math.round(performance.now() - started)} ms)`,
  );
}

runAsCommand(module, writeShareImages);
