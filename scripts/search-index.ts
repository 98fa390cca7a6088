/* npm run search:index (also a prebuild step): writes the embedded search index's two files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { searchIndexFile } from '@/lib/search/server/index-file';
import { buildSearchRecords } from '@/lib/search/server/records';
import { splitRecords } from '@/lib/search/shards';

import { runAsCommand } from './command';

export function writeSearchIndex(): void {
  const records = buildSearchRecords();
  const { head, bodies } = splitRecords(records);

  const file = searchIndexFile();
  mkdirSync(path.dirname(file), { recursive: true });
  const headJson = JSON.stringify(head);
  const bodyJson = JSON.stringify(bodies);
  writeFileSync(file, headJson);
  writeFileSync(path.join(path.dirname(file), SEARCH_BODY_PATH), bodyJson);
  const kb = (json: string) => `${(json.length / 1024).toFixed(1)} KB`;
  console.log(
    `Search index: ${records.length} records, ${kb(headJson)} in public${SEARCH_INDEX_PATH} and their body texts, ${kb(bodyJson)}, in public${SEARCH_BODY_PATH}.`,
  );
}

runAsCommand(module, writeSearchIndex);
