import { describe, expect, it } from 'vitest';

import {
  hasMinimumQuery,
  isFocusShortcut,
  moveActive,
  NO_RESULTS_TEXT,
  resultsAnnouncement,
  SEARCH_FOCUS_KEYS,
  SEARCH_MIN_QUERY,
  showsDropdown,
  showsReset,
} from '@/lib/search/behaviour';
import { assertSearchIndexBuilt } from '@/lib/search/server/index-file';

const key = (k: string, target: unknown = { tagName: 'BODY' }, modifiers = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...modifiers,
});

describe('search box rules', () => {
  it('shows the dropdown only while focused, not dismissed, with 3 or more characters', () => {
    const three = 'a'.repeat(SEARCH_MIN_QUERY);
    const two = 'a'.repeat(SEARCH_MIN_QUERY - 1);
    expect(showsDropdown({ focused: true, dismissed: false, query: three })).toBe(true);
    expect(showsDropdown({ focused: true, dismissed: false, query: two })).toBe(false);
    expect(showsDropdown({ focused: false, dismissed: false, query: three })).toBe(false);
    expect(showsDropdown({ focused: true, dismissed: true, query: three })).toBe(false);
    expect(hasMinimumQuery(` ${two} `)).toBe(false);
  });

  it('shows the reset button once the query exceeds 2 characters', () => {
    expect(showsReset('ab')).toBe(false);
    expect(showsReset('abc')).toBe(true);
  });

  it('focuses on s and / only when the visitor is not typing in a field', () => {
    expect(SEARCH_FOCUS_KEYS).toEqual(['s', '/']);
    for (const k of SEARCH_FOCUS_KEYS) expect(isFocusShortcut(key(k))).toBe(true);
    expect(isFocusShortcut(key('a'))).toBe(false);
    expect(isFocusShortcut(key('s', { tagName: 'INPUT' }))).toBe(false);
    expect(isFocusShortcut(key('/', { tagName: 'TEXTAREA' }))).toBe(false);
    expect(isFocusShortcut(key('s', { tagName: 'SELECT' }))).toBe(false);
    expect(isFocusShortcut(key('s', { tagName: 'DIV', isContentEditable: true }))).toBe(false);
    expect(isFocusShortcut(key('s', undefined, { ctrlKey: true }))).toBe(false);
    expect(isFocusShortcut(key('s', undefined, { metaKey: true }))).toBe(false);
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });

  it('announces the result count', () => {
    expect(resultsAnnouncement(0)).toBe(NO_RESULTS_TEXT);
    expect(NO_RESULTS_TEXT).toBe('No search results were found.');
    expect(resultsAnnouncement(1)).toBe('1 result available.');
    expect(resultsAnnouncement(5)).toBe('5 results available.');
  });
});

describe('assertSearchIndexBuilt', () => {
  it('stops `next build` without the index, with the fix in the message', () => {
    expect(() => assertSearchIndexBuilt(['node', 'next', 'build'], () => false)).toThrow(/npm run build/);
    expect(() => assertSearchIndexBuilt(['node', 'next', 'build'], () => true)).not.toThrow();
    expect(() => assertSearchIndexBuilt(['node', 'next', 'start'], () => false)).not.toThrow();
  });
});
