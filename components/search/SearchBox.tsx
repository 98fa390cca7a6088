/**
 * The header search box. What every page loads is this plain input; the InstantSearch
 * results (and the engine behind them) load on the first focus. Renders twice on a page
 * (desktop header and mobile menu), so ids come from useId and nothing is global.
 */
import dynamic from 'next/dynamic';
import {
  type ChangeEvent,
  type KeyboardEvent,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

import {
  DROPDOWN_CLOSE_DELAY_MS,
  isFocusShortcut,
  moveActive,
  SEARCH_MAX_LENGTH,
  showsDropdown,
  showsReset,
} from '@/lib/search/behaviour';
import {
  afterLoadWhenIdle,
  type ConnectionHints,
  onFirstGesture,
  warmsUpEarly,
} from '@/lib/search/browser/warm-up';

import styles from './SearchBox.module.css';

const loadResults = () => import('./SearchResults');
// Memoised, so a keystroke re-renders only the input at once; the results follow (below).
const SearchResults = memo(dynamic(loadResults, { ssr: false }));

// Both search boxes of a page share one engine: the first to mount schedules its warm-up.
let warmUpScheduled = false;
function scheduleWarmUp() {
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  if (warmUpScheduled || !warmsUpEarly(connection)) return;
  warmUpScheduled = true;
  // The engine runs in a worker, so starting it costs this thread nothing: once the page is idle.
  afterLoadWhenIdle(
    () =>
      void import('@/lib/search/browser/page-client').then(({ pageSearchClient }) =>
        pageSearchClient.warmUp(),
      ),
  );
  // The dropdown's code does run here: at the visitor's first gesture, which every way to the box begins with.
  onFirstGesture(() => void loadResults());
}

/** Hidden inputs (the closed mobile menu) must not take the shortcut from the visible one. */
const isVisible = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;

export default function SearchBox() {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [activated, setActivated] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [query, setQuery] = useState('');
  const [resultCount, setResultCount] = useState(0);
  const [active, setActive] = useState(-1);

  const open = showsDropdown({ focused, dismissed, query });
  // The results re-render and search in a transition React can interrupt, so typing never
  // waits for them: each keystroke's own task stays short on a slow phone.
  const resultsQuery = useDeferredValue(query);
  const listboxShown = open && resultCount > 0;

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const input = inputRef.current;
      // The first visible search box takes the key; the others see it handled.
      if (event.defaultPrevented || !input || !isFocusShortcut(event) || !isVisible(input)) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(scheduleWarmUp, []);

  const onFocus = () => {
    clearTimeout(closeTimer.current);
    // Mounting InstantSearch is the costliest render here: as a transition it yields to typing.
    startTransition(() => setActivated(true));
    setFocused(true);
    setDismissed(false);
  };
  const onBlur = () => {
    closeTimer.current = setTimeout(() => {
      setFocused(false);
      setActive(-1);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setDismissed(false);
    setActive(-1);
  };
  // Stable, so the results panel reports only when its count changes.
  const onResults = useCallback((count: number) => {
    setResultCount(count);
    setActive(-1);
  }, []);
  const clear = () => {
    setQuery('');
    setActive(-1);
    inputRef.current?.focus();
  };
  const openResult = (index: number) => {
    document.getElementById(optionId(index))?.click();
    setDismissed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      // Closes the list; typed text stays (a second Escape clears it, as search inputs do).
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
      return;
    }
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      clear();
      return;
    }
    if (!listboxShown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, resultCount));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(Math.max(active, 0));
    }
  };

  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        // A text input: HTML allows role="combobox" (and its aria-expanded) on type=text, not
        // type=search. enterKeyHint keeps the phone keyboard's Search key; Escape clears as above.
        type="text"
        enterKeyHint="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listboxShown}
        aria-controls={listboxId}
        aria-activedescendant={listboxShown && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {showsReset(query) && (
        <button type="button" className={styles.reset} onClick={clear} aria-label="Clear the search query">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {activated && (
        <SearchResults
          query={resultsQuery}
          open={open}
          listboxId={listboxId}
          optionId={optionId}
          active={active}
          onResults={onResults}
        />
      )}
    </form>
  );
}
