/* npm run content:check: the build's content validation, plus files nobody registered. */
import { contentSource } from '@/lib/content';
import { unregisteredFiles } from '@/lib/content/files';
import { checkContent, formatIssue, routesOf } from '@/lib/content/validate';
import { formatGuideIssue } from '@/lib/ebook/guide';
import { loadGuide } from '@/lib/ebook/load';

const { content, issues } = checkContent(contentSource);
issues.push(...unregisteredFiles(process.cwd(), Object.values(contentSource).flat()));

// The free ebook's chapters link to site pages and diagrams: checked against both.
const ebook = loadGuide(routesOf(content));
const problems = [...issues.map(formatIssue), ...ebook.issues.map(formatGuideIssue)];

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`);
console.log(`Content check passed: ${counts.join(', ')}, ${ebook.guide?.chapters.length} ebook chapters.`);
