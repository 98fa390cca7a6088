/*
 * npm run content:check: the build's content validation, the ebook's links, the committed
 * Services menu, and the facts still missing.
 */
import { contactFacts } from '@/content/site';
import { missingContactFacts } from '@/lib/content/contact-facts';
import { readContentSource } from '@/lib/content/server';
import { checkContent, formatIssue, routesOf } from '@/lib/content/validate';
import { loadGuide } from '@/lib/ebook/server/load';

import { staleServiceMenu } from './service-menu';

const { content, issues } = checkContent(readContentSource());

// The free ebook's chapters link to site pages and diagrams: checked against both.
const ebook = loadGuide(routesOf(content));
// The committed Services menu (the header reads it) must be the one the services derive.
const staleMenu = staleServiceMenu();
const problems = [...[...issues, ...ebook.issues].map(formatIssue), ...(staleMenu ? [staleMenu] : [])];

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
// Facts only the agency can supply: warned about, never a failure (the site simply omits them).
const missing = missingContactFacts(contactFacts);
if (missing.length > 0) {
  console.warn(`Warning: ${missing.length} fact(s) for the agency to supply:`);
  for (const warning of missing) console.warn(`  - ${warning}`);
}
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`);
console.log(`Content check passed: ${counts.join(', ')}, ${ebook.guide?.chapters.length} ebook chapters.`);
