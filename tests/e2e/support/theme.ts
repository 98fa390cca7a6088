import type { Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Switches the loaded page to a theme as the toggle does: stored, and on <html>. */
export const applyTheme = (page: Page, theme: Theme) =>
  page.evaluate((value) => {
    localStorage.setItem('theme', value);
    document.documentElement.dataset.theme = value;
  }, theme);

/**
 * Buttons fade between theme colours, and a check must judge the colours they end on. Waiting
 * for the fades is not enough: an off-screen footer (content-visibility: auto) starts its fade
 * only when it is scrolled to. So pages under such a check change colour at once.
 */
export const withoutTransitions = (page: Page) =>
  page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
