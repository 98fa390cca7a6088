/** Light and dark theme: stored choice, system fallback, and the script that applies it before paint. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The visitor's saved choice wins; with none (or a corrupt one), the system preference. */
export function resolveTheme(saved: string | null | undefined, systemPrefersDark: boolean): Theme {
  if (isTheme(saved)) return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

/**
 * Runs blocking in <head> before the body paints, so the first frame already has the right
 * theme. It mirrors resolveTheme. Kept a constant string: the content security policy
 * allows it by hash, so any edit must update that hash too.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('${DARK_SCHEME_QUERY}').matches?'dark':'light'}document.documentElement.dataset.theme=t})()`;
