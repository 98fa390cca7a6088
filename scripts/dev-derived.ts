/*
 * The files `npm run dev` derives from the content: the Services menu, the search index and
 * the editor hints (content/schemas/).
 * scripts/dev.ts runs this before `next dev` starts and again after each save under content/,
 * in a fresh process so edited TypeScript content modules are read anew.
 */
import { ContentError } from '@/lib/content/validate';

import { runAsCommand } from './command';
import { writeContentSchemas } from './content-schema';
import { writeSearchIndex } from './search-index';
import { refreshServiceMenu } from './service-menu';

export async function writeDevDerived(): Promise<void> {
  try {
    refreshServiceMenu();
    writeSearchIndex();
    // The editor hints learn a new category, service or case study as it is saved.
    await writeContentSchemas();
  } catch (error) {
    // The page shows the same problems with their places; the server keeps running.
    if (!(error instanceof ContentError)) throw error;
    console.error(`${error.message}\nFix the file and save: the page follows on its next reload.`);
    process.exitCode = 1;
  }
}

runAsCommand(module, writeDevDerived);
