/*
 * The files `npm run dev` derives from the content: the menu links, the search index and
 * the editor hints (content/schemas/).
 * scripts/dev.ts runs this before `next dev` starts and again after each save under content/,
 * in a fresh process so edited TypeScript content modules are read anew.
 */
import { contentIssues } from '@/lib/content/server';
import { ContentError, formatProblems } from '@/lib/content/validate';

import { runAsCommand } from './command';
import { writeContentSchemas } from './content-schema';
import { refreshMenuLinks } from './menu-links';
import { writeSearchIndex } from './search-index';

function report(list: string, where: string) {
  console.error(`${list}\n${where} until you fix them; save, and the page follows on its next reload.`);
  process.exitCode = 1;
}

export async function writeDevDerived(): Promise<void> {
  try {
    refreshMenuLinks();
    writeSearchIndex();
    // The editor hints learn a new category, service or case study as it is saved.
    await writeContentSchemas();
    // Broken entries leave the derived files; their pages show the same list.
    const issues = contentIssues();
    if (issues.length > 0) report(formatProblems(issues), "Only these entries' pages show the list");
  } catch (error) {
    // A problem in a shared list (categories, menus): every page shows it; the server keeps running.
    if (!(error instanceof ContentError)) throw error;
    report(error.message, 'Every page shows the list');
  }
}

runAsCommand(module, writeDevDerived);
