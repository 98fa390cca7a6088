/**
 * npm run new -- post "Title" (or case-study, service): writes a new entry with today's
 * date, a slug from the title and every required field, then says what to fill in.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { authors, categories } from '@/lib/content/lists';
import {
  CASE_STUDY_PICTURES,
  caseStudyMediaFolder,
  freeArt,
  PLACEHOLDER,
  scaffold,
  SCAFFOLD_KINDS,
  type ScaffoldContext,
  type ScaffoldKind,
} from '@/lib/content/scaffold';

const [kind, ...words] = process.argv.slice(2);
const title = words.join(' ').trim();
if (!SCAFFOLD_KINDS.includes(kind as ScaffoldKind) || !title) {
  console.error(`Usage: npm run new -- <${SCAFFOLD_KINDS.join('|')}> "Title of the entry"`);
  process.exit(2);
}

/**
 * Services and case studies are numbered: the next after the highest, read unchecked (another
 * new entry may still hold placeholders); a case study also gets a look no other has. Loading
 * the content reader takes seconds, so a post, which has neither, never loads it.
 */
async function numbering(): Promise<Pick<ScaffoldContext, 'nextOrder' | 'art'>> {
  if (kind !== 'service' && kind !== 'case-study') return { nextOrder: 0 };
  const { readContentSource } = await import('@/lib/content/server');
  const source = readContentSource();
  const entries = kind === 'service' ? source.services : source.caseStudies;
  const data = entries.map((entry) => (entry.data ?? {}) as { order?: unknown; art?: object });
  const nextOrder = Math.max(0, ...data.map((fields) => Number(fields.order) || 0)) + 1;
  if (kind === 'service') return { nextOrder };
  return { nextOrder, art: freeArt(data.flatMap((fields) => (fields.art ? [fields.art] : []))) };
}

async function main() {
  const root = process.cwd();
  const { file, text } = scaffold(kind as ScaffoldKind, title, {
    today: new Date().toISOString().slice(0, 10),
    author: authors[0]?.id ?? 'strategy-team',
    category: categories[0]?.slug ?? '',
    ...(await numbering()),
  });
  if (existsSync(path.join(root, file))) {
    console.error(`${file} already exists: choose another title.`);
    process.exit(1);
  }
  writeFileSync(path.join(root, file), text);
  console.log(`Wrote ${file}, a draft: npm run dev shows it now, the site once you remove "draft: true".`);
  console.log(`Replace every "${PLACEHOLDER}" text, then run npm run content:check.`);
  if (kind === 'case-study')
    console.log(
      `Add its pictures to ${caseStudyMediaFolder(path.basename(file, '.md'))}/: ${CASE_STUDY_PICTURES.join(', ')}.`,
    );
}

void main();
