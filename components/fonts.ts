import localFont from 'next/font/local';

/*
 * Self-hosted from npm font packages: no request to a font service. The metric-matched
 * stand-ins shown until they load are in styles/globals.css: next/font's own try only
 * local("Arial"), which Linux and Android do not have.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: false,
});

export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  weight: '300 700',
  display: 'swap',
  adjustFontFallback: false,
});
