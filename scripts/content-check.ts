/* npm run content:check: the build's content validation, plus files nobody registered. */
import { contactFacts } from '@/content/site';
import { contentSource } from '@/lib/content';
import { missingContactFacts } from '@/lib/content/contact-facts';
import { unregisteredFiles } from '@/lib/content/files';
import { checkContent, formatIssue } from '@/lib/content/validate';

const { content, issues } = checkContent(contentSource);
issues.push(...unregisteredFiles(process.cwd(), Object.values(contentSource).flat()));

if (issues.length > 0) {
  console.error(`Content check failed with ${issues.length} problem(s):`);
  for (const issue of issues) console.error(`  - ${formatIssue(issue)}`);
  process.exit(1);
}
// Facts only the agency can supply: warned about, never a failure (the site simply omits them).
const missing = missingContactFacts(contactFacts);
if (missing.length > 0) {
  console.warn(`Warning: ${missing.length} fact(s) for the agency to supply:`);
  for (const warning of missing) console.warn(`  - ${warning}`);
}
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`);
console.log(`Content check passed: ${counts.join(', ')}.`);
