/**
 * How the embedded engine (MiniSearch) indexes and matches records. The build script and
 * the browser must use the same options, so they live here once.
 */
import type { Options, SearchOptions } from 'minisearch';

import type { SearchHit, SearchRecord } from './types';

/** Where the build writes the embedded index's records without body text, served as a static file. */
export const SEARCH_INDEX_PATH = '/search-index.json';
/** ... and their body texts, fetched only after the first results (lib/search/shards.ts). */
export const SEARCH_BODY_PATH = '/search-body.json';

/** Records indexed per task in the browser: small enough that no task blocks the page for long. */
export const INDEX_CHUNK_SIZE = 25;

/** A title match outweighs everything; keywords beat summaries, summaries beat body text. */
export const FIELD_BOOSTS = { names: 8, keywords: 4, summary: 2, body: 1 } as const;
export const SEARCHABLE_FIELDS = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];

/** Words shorter than this must be typed exactly, as in the hosted engine. */
export const TYPO_MIN_WORD_LENGTH = 4;
/** One wrong, missing or extra letter is forgiven. */
export const TYPO_MAX_EDITS = 1;

/** How much a record's rank (1 to 5) lifts its score: enough to order equal matches. */
const RANK_BOOST_STEP = 0.05;

const storedFields: (keyof SearchHit | 'rank')[] = ['title', 'tag', 'slug', 'rank'];

export const searchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  // As-you-type: the last word may be unfinished.
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= TYPO_MIN_WORD_LENGTH ? TYPO_MAX_EDITS : false),
  combineWith: 'AND',
  boostDocument: (_id, _term, stored) => 1 + RANK_BOOST_STEP * Number(stored?.rank ?? 0),
};

export const indexOptions: Options<SearchRecord> = {
  idField: 'objectID',
  fields: SEARCHABLE_FIELDS,
  storeFields: storedFields,
  // Arrays (names, keywords) are indexed as their words.
  stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value ?? '')),
  searchOptions,
};
