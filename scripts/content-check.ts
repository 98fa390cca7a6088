/*
 * npm run content:check: the build's content validation and the ebook's links, printed as
 * the list of problems; the facts still missing. Files derived from the content (the
 * header's and footer's links) are written here as in the build, never asked of the editor.
 */
import { missingContactFacts } from '@/lib/content/contact-facts';
import { readContentSource } from '@/lib/content/server';
import { checkContent, ContentError } from '@/lib/content/validate';
import { loadGuide } from '@/lib/ebook/server/load';

import { runAsCommand } from './command';
import { MENU_LINKS_FILE, refreshMenuLinks } from './menu-links';

function contentCheck() {
  const { content, issues, routes } = checkContent(readContentSource());
  // The free ebook's chapters link to site pages and diagrams: checked against both.
  const ebook = loadGuide([...routes]);
  const problems = [...issues, ...ebook.issues];
  if (problems.length > 0) throw new ContentError(problems);

  if (refreshMenuLinks(content))
    console.log(
      `Menu links updated from the services and categories in ${MENU_LINKS_FILE}: commit it with them.`,
    );
  // Facts only the agency can supply: warned about, never a failure (the site simply omits them).
  const missing = missingContactFacts(content.contact ?? {});
  if (missing.length > 0) {
    console.warn(`Warning: ${missing.length} fact(s) for the agency to supply:`);
    for (const warning of missing) console.warn(`  - ${warning}`);
  }
  const counts = Object.entries(content).flatMap(([name, items]) =>
    Array.isArray(items) ? [`${items.length} ${name}`] : [],
  );
  console.log(`Content check passed: ${counts.join(', ')}, ${ebook.guide?.chapters.length} ebook chapters.`);
}

runAsCommand(module, contentCheck);
