/**
 * `npm run illustrations:wire`: writes the planned illustrations into every Markdown entry
 * (see front-matter.ts). Entries still written as TypeScript are listed and left alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { formattedWithIllustrations } from './front-matter';
import { plan } from './plan';
import { ROOT } from './sources';
import type { PlannedImage } from './types';

const byEntry = new Map<string, PlannedImage[]>();
for (const image of plan) {
  const entry = `content/${image.collection}/${image.slug}.md`;
  byEntry.set(entry, [...(byEntry.get(entry) ?? []), image]);
}

async function wireAll() {
  for (const [entry, images] of byEntry) {
    const file = path.join(ROOT, entry);
    if (!existsSync(file)) {
      console.log(`skipped ${entry}: not a Markdown file yet`);
      continue;
    }
    const before = readFileSync(file, 'utf8');
    const after = await formattedWithIllustrations(before, entry, images);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`wired ${entry}`);
    }
  }
}

void wireAll();
