/* npm run content:check: the build's content validation, plus files nobody registered. */
import { contentSource } from '@/lib/content';
import { unregisteredFiles } from '@/lib/content/files';
import { checkContent, formatIssue } from '@/lib/content/validate';

const { content, issues } = checkContent(contentSource);
issues.push(...unregisteredFiles(process.cwd(), Object.values(contentSource).flat()));

if (issues.length > 0) {
  console.error(`Content check failed with ${issues.length} problem(s):`);
  for (const issue of issues) console.error(`  - ${formatIssue(issue)}`);
  process.exit(1);
}
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`);
console.log(`Content check passed: ${counts.join(', ')}.`);
