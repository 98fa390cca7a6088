/**
 * The embedded index in two files, so the first results cost little at any blog size: the
 * records without body text (titles, keywords, summaries), then the body texts, fetched after
 * the first answer. Both are plain records, indexed in the browser.
 */
import type { SearchRecord } from './types';

export type HeadRecord = Omit<SearchRecord, 'body'>;

export interface SearchShards {
  head: HeadRecord[];
  /** Body texts in the order of `head`. */
  bodies: string[];
}

export function splitRecords(records: SearchRecord[]): SearchShards {
  return {
    head: records.map(({ objectID, title, tag, slug, names, keywords, summary, rank }) => ({
      objectID,
      title,
      tag,
      slug,
      names,
      keywords,
      summary,
      rank,
    })),
    bodies: records.map((record) => record.body),
  };
}

/** The records to index: with their bodies once those arrived, else with empty ones. */
export function joinRecords(head: HeadRecord[], bodies?: string[]): SearchRecord[] {
  if (bodies && bodies.length !== head.length)
    throw new Error(`Search body file holds ${bodies.length} texts for ${head.length} records: rebuild both`);
  return head.map((record, index) => ({ ...record, body: bodies?.[index] ?? '' }));
}
