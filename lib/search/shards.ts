/**
 * The embedded index travels in two files so the first focus stays small at any blog size:
 * the records without their body text (enough for titles, keywords and summaries to match
 * at once), and the body texts, fetched after the first results are shown. Each file is
 * plain records, indexed in the browser with the same options the build would use.
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
