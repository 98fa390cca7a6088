/**
 * The search dropdown, loaded on the first focus of a SearchBox: InstantSearch with the
 * chosen engine's client. The SearchBox owns the input; this part searches what it holds.
 */
import { decode } from 'html-entities';
import { useEffect, useEffectEvent } from 'react';
import {
  Configure,
  InstantSearch,
  type InstantSearchProps,
  useHits,
  useInstantSearch,
  useSearchBox,
} from 'react-instantsearch';

import Link from '@/components/ui/Link';
import {
  NO_RESULTS_TEXT,
  resultsAnnouncement,
  SEARCH_HITS_SHOWN,
  STALLED_SEARCH_DELAY_MS,
} from '@/lib/search/behaviour';
import { pageSearchClient as client, pageSearchEngine as engine } from '@/lib/search/browser/page-client';
import type { SearchHit } from '@/lib/search/types';

import styles from './SearchBox.module.css';

// Our client answers the subset of the Algolia protocol InstantSearch uses; its types cover every client version.
const searchClient = client as unknown as InstantSearchProps['searchClient'];

export interface SearchResultsProps {
  query: string;
  open: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  onResults: (count: number) => void;
}

function Results({ query, open, listboxId, optionId, active, onResults }: SearchResultsProps) {
  const { refine } = useSearchBox();
  const { items, results } = useHits<SearchHit & Record<string, unknown>>();
  const { status, refresh } = useInstantSearch({ catchError: true });
  useEffect(() => client.subscribe(refresh), [refresh]);
  const searched = query.trim();
  // Refine when the query changes, with whichever refine function is current then.
  const refineQuery = useEffectEvent((text: string) => refine(text));
  useEffect(() => refineQuery(searched), [searched]);

  // Results count only once they answer the query now typed, not an older one.
  const current = results?.query === searched && status !== 'error';
  const count = current ? items.length : 0;
  useEffect(() => onResults(count), [count, onResults]);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && current ? resultsAnnouncement(count) : ''}
      </p>
      {open && (
        <div className={styles.dropdown}>
          {status === 'stalled' && <p className={styles.message}>Searching…</p>}
          {status === 'error' && (
            <p className={styles.message}>Search is not available right now. Please try again.</p>
          )}
          {count > 0 ? (
            <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
              {items.map((hit, index) => (
                <Link
                  key={hit.objectID}
                  href={hit.slug}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={styles.option}
                >
                  <span className={styles.title}>{decode(hit.title)}</span>
                  <span className={styles.tag}>{hit.tag}</span>
                </Link>
              ))}
            </div>
          ) : (
            current && status === 'idle' && <p className={styles.message}>{NO_RESULTS_TEXT}</p>
          )}
        </div>
      )}
    </>
  );
}

export default function SearchResults(props: SearchResultsProps) {
  // The first focus is the moment to fetch the index (or load the hosted client).
  useEffect(() => {
    void client.warmUp();
  }, []);
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={engine.indexName}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={SEARCH_HITS_SHOWN} />
      <Results {...props} />
    </InstantSearch>
  );
}
