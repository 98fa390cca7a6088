import { useCallback, useSyncExternalStore } from 'react';

import { DARK_SCHEME_QUERY, isTheme, resolveTheme, type Theme, THEME_STORAGE_KEY } from '@/lib/theme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readSaved(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the theme still works for this page view
  }
}

const systemPrefersDark = () => window.matchMedia(DARK_SCHEME_QUERY).matches;

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  notify();
}

/** The <html> attribute, set by THEME_SCRIPT before paint, is the single source of truth. */
function getSnapshot(): Theme {
  const current = document.documentElement.dataset.theme;
  return isTheme(current) ? current : resolveTheme(readSaved(), systemPrefersDark());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  // With nothing saved the page follows the system, live; another tab's choice applies too.
  const onSystemChange = () => apply(resolveTheme(readSaved(), media.matches));
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) apply(resolveTheme(event.newValue, media.matches));
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme (null while server rendering) and a setter that saves the choice. */
export function useTheme(): [Theme | null, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getSnapshot, () => null);
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not saved, but still applied
    }
    apply(next);
  }, []);
  return [theme, setTheme];
}
