import localFont from 'next/font/local';

/*
 * The brand face, Space Grotesk, in every text, self-hosted in two faces:
 * the cut of the characters the site sets (`npm run fonts`), small enough to be inlined with
 * the style sheet (components/document/FirstPaintHead.tsx) so the first paint wears it; and
 * the rest of Latin, fetched only by a page that needs a character the cut lacks. next/font
 * needs literal options: the unicode-ranges repeat lib/first-paint/font-subset.ts's
 * (tests/unit/font-subset.test.ts holds them equal).
 */
export const grotesk = localFont({
  src: '../styles/fonts/space-grotesk-core.woff2',
  variable: '--font-grotesk',
  weight: '400 700',
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00AE, U+00B0, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2190-2193, U+2212, U+2248',
    },
  ],
});

export const groteskRest = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk-rest',
  weight: '300 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA, U+00AC-00AD, U+00AF, U+00B1-00B6, U+00B8-00BA, U+00BC-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2031, U+2034-206F, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

/** Every face's class, for the element that defines the font variables. */
export const fontVariables = [grotesk, groteskRest].map((font) => font.variable).join(' ');
