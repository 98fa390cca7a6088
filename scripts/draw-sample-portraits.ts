/*
 * Run by hand (npx tsx scripts/draw-sample-portraits.ts) to redraw the test fixture's
 * sample portraits (tests/fixtures/proof-content/media/team/): a drawn bust and initials on
 * a tinted ground, each marked "Sample", so no one mistakes them for a photo of a person.
 */
import path from 'node:path';

import sharp from 'sharp';

const FOLDER = 'tests/fixtures/proof-content/media/team';
const SIZE = 800;

const PEOPLE = [
  { file: 'sample-person-a.png', initials: 'SA', ground: '#f4d9b8', ink: '#7a3b12' },
  { file: 'sample-person-b.png', initials: 'SB', ground: '#cfe3d4', ink: '#1f5134' },
  { file: 'sample-person-c.png', initials: 'SC', ground: '#d8d5f0', ink: '#352c7a' },
];

const portrait = ({ initials, ground, ink }: (typeof PEOPLE)[number]) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${ground}"/>
  <circle cx="400" cy="330" r="150" fill="${ink}" opacity="0.85"/>
  <path d="M120 800c20-170 140-260 280-260s260 90 280 260z" fill="${ink}" opacity="0.85"/>
  <text x="400" y="382" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="150"
    font-weight="700" fill="${ground}">${initials}</text>
  <text x="400" y="730" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64"
    font-weight="700" letter-spacing="12" fill="${ground}">SAMPLE</text>
</svg>`;

async function drawPortraits() {
  for (const person of PEOPLE)
    await sharp(Buffer.from(portrait(person)))
      .png()
      .toFile(path.join(process.cwd(), FOLDER, person.file));
  console.log(`Drew ${PEOPLE.length} sample portraits in ${FOLDER}.`);
}

void drawPortraits();
