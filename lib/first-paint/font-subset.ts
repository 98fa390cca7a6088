/**
 * What the brand faces (Inter, Space Grotesk) are cut down to so the first paint can wear
 * them: the characters the site sets (English text, its punctuation, the arrows and signs
 * in the copy) and the weights in use. `npm run fonts` (scripts/fonts.ts) writes the cut
 * files to styles/fonts/; components/fonts.ts declares them with this same unicode-range,
 * and the rest of Latin as a second face that a page fetches only when its text needs it.
 */

/** Inclusive code point ranges of the first-paint cut. */
export const CORE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xab, 0xab], // «
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xbb, 0xbb], // »
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
  [0x2248, 0x2248], // ≈
];

/** The weights the style sheets set (400 body, 500–700 emphasis and headings): the variable axis is cut to them. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

const formatRanges = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The CSS unicode-range of the cut, as components/fonts.ts must declare it. */
export const coreUnicodeRange = () => formatRanges(CORE_RANGES);

/** Every character of the cut, for the subsetter. */
export const coreText = () =>
  CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  ).join('');

/** The Latin the font packages' latin files cover (their unicode-range). */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const inCore = (codePoint: number) => CORE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * The unicode-range of the second face (the package's whole latin file): the Latin the cut
 * leaves out, so a page whose text is all in the cut never fetches it.
 */
export function restUnicodeRange(): string {
  const rest: [number, number][] = [];
  for (const [from, to] of LATIN_RANGES)
    for (let codePoint = Math.max(from, 0x20); codePoint <= to; codePoint += 1) {
      // Control characters are never drawn.
      if (inCore(codePoint) || (codePoint >= 0x7f && codePoint <= 0x9f)) continue;
      const last = rest.at(-1);
      if (last && last[1] === codePoint - 1) last[1] = codePoint;
      else rest.push([codePoint, codePoint]);
    }
  return formatRanges(rest);
}
