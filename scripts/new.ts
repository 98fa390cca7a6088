/**
 * npm run new -- post "Title" (or case-study, service): writes a new entry with today's
 * date, a slug from the title and every required field, then says what to fill in.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { authors, categories } from '@/lib/content/lists';
import { PLACEHOLDER, scaffold, SCAFFOLD_KINDS, type ScaffoldKind } from '@/lib/content/scaffold';

const [kind, ...words] = process.argv.slice(2);
const title = words.join(' ').trim();
if (!SCAFFOLD_KINDS.includes(kind as ScaffoldKind) || !title) {
  console.error(`Usage: npm run new -- <${SCAFFOLD_KINDS.join('|')}> "Title of the entry"`);
  process.exit(2);
}

/**
 * Services and case studies are numbered: the next after the highest, read unchecked (another
 * new entry may still hold placeholders). Loading the content reader takes seconds, so a
 * post, which has no number, never loads it.
 */
async function nextOrder(): Promise<number> {
  if (kind !== 'service' && kind !== 'case-study') return 0;
  const { readContentSource } = await import('@/lib/content/server');
  const source = readContentSource();
  const entries = kind === 'service' ? source.services : source.caseStudies;
  return Math.max(0, ...entries.map((entry) => Number((entry.data as { order?: unknown }).order) || 0)) + 1;
}

async function main() {
  const root = process.cwd();
  const { file, text } = scaffold(kind as ScaffoldKind, title, {
    today: new Date().toISOString().slice(0, 10),
    author: authors[0]?.id ?? 'strategy-team',
    category: categories[0]?.slug ?? '',
    nextOrder: await nextOrder(),
  });
  if (existsSync(path.join(root, file))) {
    console.error(`${file} already exists: choose another title.`);
    process.exit(1);
  }
  writeFileSync(path.join(root, file), text);
  console.log(`Wrote ${file}. Replace every "${PLACEHOLDER}" text, then run npm run content:check.`);
}

void main();
