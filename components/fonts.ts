import localFont from 'next/font/local';

/*
 * Self-hosted from npm font packages: no request to a font service. The metric-matched
 * stand-ins shown until they load are in styles/globals.css: next/font's own try only
 * local("Arial"), which Linux and Android do not have. Neither file is preloaded, and
 * `optional` never swaps a late font into text already painted: when the fonts are used is
 * lib/web-fonts.ts.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});

export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  weight: '300 700',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});
