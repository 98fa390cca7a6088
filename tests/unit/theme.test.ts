import { describe, expect, it } from 'vitest';

import { DARK_SCHEME_QUERY, otherTheme, resolveTheme, THEME_SCRIPT, THEME_STORAGE_KEY } from '@/lib/theme';

/** Runs the inline head script against a fake browser and returns the theme it set. */
function runThemeScript({
  saved,
  prefersDark,
  storageThrows = false,
}: {
  saved: string | null;
  prefersDark: boolean;
  storageThrows?: boolean;
}) {
  const documentElement = { dataset: {} as Record<string, string> };
  const queries: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === THEME_STORAGE_KEY ? saved : null;
    },
  };
  const matchMedia = (query: string) => {
    queries.push(query);
    return { matches: prefersDark };
  };
  const window = { matchMedia };
  new Function('localStorage', 'matchMedia', 'window', 'document', THEME_SCRIPT)(
    localStorage,
    matchMedia,
    window,
    { documentElement },
  );
  return { theme: documentElement.dataset.theme, queries };
}

describe('resolveTheme', () => {
  it('prefers the saved choice over the system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system when nothing valid is saved', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('toggles between the two themes', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });
});

describe('THEME_SCRIPT (runs before paint)', () => {
  it.each([
    [{ saved: 'dark', prefersDark: false }, 'dark'],
    [{ saved: 'light', prefersDark: true }, 'light'],
    [{ saved: null, prefersDark: true }, 'dark'],
    [{ saved: null, prefersDark: false }, 'light'],
    [{ saved: 'bogus', prefersDark: true }, 'dark'],
    [{ saved: 'dark', prefersDark: false, storageThrows: true }, 'light'],
  ])('agrees with resolveTheme for %o', (input, expected) => {
    expect(runThemeScript(input).theme).toBe(expected);
  });

  it('asks the system for the dark scheme', () => {
    expect(runThemeScript({ saved: null, prefersDark: false }).queries).toEqual([DARK_SCHEME_QUERY]);
  });

  it('is one small constant string (the CSP allows it by hash)', () => {
    expect(typeof THEME_SCRIPT).toBe('string');
    expect(THEME_SCRIPT.length).toBeLessThan(400);
  });
});
