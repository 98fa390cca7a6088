import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { lottieRgba, THEME_COLORS, type ThemeName } from '@/lib/theme/colors';

const css = readFileSync(path.join(__dirname, '../../styles/globals.css'), 'utf8');

/** The hex --color-* tokens of one theme's block in the style sheet. */
function cssHexTokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
  );
}

const themeSelectors: Record<ThemeName, string> = {
  light: "[data-theme='light']",
  dark: "[data-theme='dark']",
};

describe('the color tokens', () => {
  it.each(Object.keys(themeSelectors) as ThemeName[])('of the %s theme are the style sheet’s', (theme) => {
    expect(cssHexTokens(themeSelectors[theme])).toEqual(THEME_COLORS[theme]);
  });

  it('convert to Lottie RGBA to three decimals', () => {
    expect(lottieRgba('#4338ca')).toEqual([0.263, 0.22, 0.792, 1]);
    expect(lottieRgba('#ffffff')).toEqual([1, 1, 1, 1]);
  });
});
