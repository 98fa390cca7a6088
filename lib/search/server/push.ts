/** Fills the hosted index with the same records the embedded index is built from. */
import type { Algoliasearch } from 'algoliasearch';

import { SEARCHABLE_FIELDS, TYPO_MIN_WORD_LENGTH } from '../index-options';
import type { SearchRecord } from '../types';

/** Hosted index settings mirroring the embedded engine's matching. */
export const ALGOLIA_INDEX_SETTINGS = {
  // In boost order: a title match beats keywords, keywords beat summary, summary beats body.
  searchableAttributes: SEARCHABLE_FIELDS.map((field, i) => (i === 0 ? field : `unordered(${field})`)),
  attributesToRetrieve: ['title', 'tag', 'slug'],
  attributesForFaceting: ['tag'],
  // Equal text matches: services before case studies before pages, blog and local pages.
  customRanking: ['desc(rank)'],
  typoTolerance: true,
  minWordSizefor1Typo: TYPO_MIN_WORD_LENGTH,
};

type AdminClient = Pick<Algoliasearch, 'replaceAllObjects' | 'setSettings' | 'waitForTask'>;

/** Replaces every record in the index (atomically, through a temporary index), then its settings. */
export async function pushSearchIndex(client: AdminClient, indexName: string, records: SearchRecord[]) {
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  const { taskID } = await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
}
