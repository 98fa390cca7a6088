import localFont from 'next/font/local';

/*
 * Self-hosted from npm font packages: no request to a font service.
 *
 * `optional`, not `swap`: a swap re-lays out every line of text when the font lands, which
 * shifts the page wherever the fallback's metrics differ (next/font's adjusted fallback only
 * exists where Arial is installed, so not on Android or Linux). Chromium holds the first
 * render briefly for a preloaded optional font, so visitors normally get it at once; on a
 * slow first visit the page keeps the system font instead of jumping, and the cached font
 * serves every later load. With no swap, the Arial-metric fallback faces have nothing to do:
 * they only cost font lookups on each first layout, so they are off.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  adjustFontFallback: false,
});

export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  weight: '300 700',
  display: 'optional',
  adjustFontFallback: false,
});
