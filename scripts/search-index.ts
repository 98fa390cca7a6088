/* npm run search:index (also the prebuild step): writes the embedded search index. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import MiniSearch from 'minisearch';

import { searchIndexFile } from '@/lib/search/index-file';
import { indexOptions, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { buildSearchRecords } from '@/lib/search/records';

const records = buildSearchRecords();
const index = new MiniSearch(indexOptions);
index.addAll(records);

const file = searchIndexFile();
mkdirSync(path.dirname(file), { recursive: true });
const json = JSON.stringify(index);
writeFileSync(file, json);
console.log(
  `Search index: ${records.length} records, ${(json.length / 1024).toFixed(1)} KB in public${SEARCH_INDEX_PATH}.`,
);
