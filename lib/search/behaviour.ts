/**
 * The search box's rules, as constants and small pure
 * functions the component and the tests share. Loaded with every page: keep it tiny.
 */

/** Results need a query of at least this many characters. */
export const SEARCH_MIN_QUERY = 3;
/** Longest query the input accepts. */
export const SEARCH_MAX_LENGTH = 512;
/** InstantSearch shows its "stalled" state when a search takes longer than this. */
export const STALLED_SEARCH_DELAY_MS = 200;
/** The dropdown outlives a blur this long, so a click on a result still lands. */
export const DROPDOWN_CLOSE_DELAY_MS = 100;
/** Keys that move focus to the search box when the visitor is not typing elsewhere. */
export const SEARCH_FOCUS_KEYS: readonly string[] = ['s', '/'];
/** Results shown in the dropdown. */
export const SEARCH_HITS_SHOWN = 6;

/** A query of spaces is no query: results count the trimmed text. */
export const hasMinimumQuery = (query: string) => query.trim().length >= SEARCH_MIN_QUERY;

/** The reset button clears what was typed once it exceeds 2 characters. */
export const showsReset = (query: string) => query.length > SEARCH_MIN_QUERY - 1;

export const showsDropdown = (state: { focused: boolean; dismissed: boolean; query: string }) =>
  state.focused && !state.dismissed && hasMinimumQuery(state.query);

export const NO_RESULTS_TEXT = 'No search results were found.';

/** What the live region says once results for a query have arrived. */
export const resultsAnnouncement = (count: number) =>
  count === 0 ? NO_RESULTS_TEXT : `${count} ${count === 1 ? 'result' : 'results'} available.`;

interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True while the visitor is typing in a field, where `s` and `/` are just letters. */
export const isTypingTarget = (target: unknown) => {
  const element = target as KeyTarget | null;
  return !!element && (TYPING_TAGS.has(element.tagName ?? '') || element.isContentEditable === true);
};

export function isFocusShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: unknown;
}): boolean {
  return (
    SEARCH_FOCUS_KEYS.includes(event.key) &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(event.target)
  );
}

/** Next active option for ArrowDown (+1) or ArrowUp (-1), wrapping; -1 means none. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
