/** Which engine answers the search box: a pure function of the public environment. */
import { SEARCH_INDEX_PATH } from './index-options';

/** The hosted index the site uses unless the environment names another. */
export const DEFAULT_ALGOLIA_INDEX_NAME = 'byer_web';

export interface SearchEnv {
  algoliaAppId?: string;
  algoliaSearchKey?: string;
  algoliaIndexName?: string;
}

export type SearchEngine =
  | { kind: 'embedded'; indexName: string; indexUrl: string }
  | { kind: 'hosted'; indexName: string; appId: string; searchKey: string };

const clean = (value: string | undefined) => value?.trim() || undefined;

export function chooseSearchEngine(env: SearchEnv): SearchEngine {
  const indexName = clean(env.algoliaIndexName) ?? DEFAULT_ALGOLIA_INDEX_NAME;
  const appId = clean(env.algoliaAppId);
  const searchKey = clean(env.algoliaSearchKey);
  // Both are needed to query the hosted index; with either missing the site searches itself.
  if (appId && searchKey) return { kind: 'hosted', indexName, appId, searchKey };
  return { kind: 'embedded', indexName, indexUrl: SEARCH_INDEX_PATH };
}
