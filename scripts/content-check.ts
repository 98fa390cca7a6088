/* npm run content:check: the build's content validation, plus modules nobody registered. */
import { contentSource } from '@/lib/content';
import { unregisteredModules } from '@/lib/content/files';
import { checkContent, type ContentEntry, formatIssue } from '@/lib/content/validate';

const { content, issues } = checkContent(contentSource);
const entries = Object.entries(contentSource).flatMap(([name, list]) => (name === 'unreadable' ? [] : list));
issues.push(...unregisteredModules(process.cwd(), entries as ContentEntry[]));

if (issues.length > 0) {
  console.error(`Content check failed with ${issues.length} problem(s):`);
  for (const issue of issues) console.error(`  - ${formatIssue(issue)}`);
  process.exit(1);
}
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`);
console.log(`Content check passed: ${counts.join(', ')}.`);
