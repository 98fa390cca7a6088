/*
 * The files `npm run dev` derives from the content: the menu links and the search index.
 * The editor hints (content/schemas/) are committed files: written by npm run content:schema
 * and the build, never by dev, so saving content leaves the tree as the editor made it.
 * scripts/dev.ts runs this before `next dev` starts and again after each save under content/,
 * in a fresh process so edited TypeScript content modules are read anew.
 */
import { contentIssues } from '@/lib/content/server';
import { ContentError, formatProblems } from '@/lib/content/validate';

import { runAsCommand } from './command';
import { refreshMenuLinks } from './menu-links';
import { writeSearchIndex } from './search-index';

function report(list: string, where: string) {
  console.error(`${list}\n${where} until you fix them; save, and the page follows on its next reload.`);
  process.exitCode = 1;
}

export function writeDevDerived(): void {
  try {
    refreshMenuLinks();
    writeSearchIndex();
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
