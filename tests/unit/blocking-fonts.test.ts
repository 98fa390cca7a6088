import { describe, expect, it } from 'vitest';

import { BLOCKING_FONTS_SCRIPT } from '@/lib/first-paint/blocking-fonts';

const BYTES = [0x77, 0x4f, 0x46, 0x32, 0x00, 0xff];
const DATA = Buffer.from(BYTES).toString('base64');
// As the build writes the inlined rules.
const CUT = `@font-face { font-family: grotesk; src: url("data:font/woff2;base64,${DATA}") format("woff2"); font-display: block; font-weight: 400 700; unicode-range: U+20-7E, U+A0; }`;
const REST =
  '@font-face { font-family: groteskRest; src: url("/_next/static/media/rest.woff2") format("woff2"); font-display: swap; }';
const BODY = 'body { margin: 0px; }';

/** A rule's descriptors as CSSFontFaceRule.style gives them (only what the tests' rules hold). */
function styleOf(cssText: string) {
  const body = cssText.slice(cssText.indexOf('{') + 1, cssText.lastIndexOf('}'));
  const values = new Map<string, string>();
  for (const part of body.split(/;(?![^(]*\))/)) {
    const colon = part.indexOf(':');
    if (colon > 0) values.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  return { getPropertyValue: (name: string) => values.get(name) ?? '' };
}

/**
 * Runs the script against a page whose inlined sheet holds `rules` (its text, the rules
 * joined), in a browser whose FontFace ends in `status` (or that has none): what it made and
 * what is left of the sheet.
 */
function run(rules: string[], status: 'loaded' | 'error' | 'no FontFace') {
  const sheet = {
    // CSSRule.type: 5 for @font-face, 1 for a style rule.
    cssRules: rules.map((cssText) => ({
      cssText,
      type: cssText.startsWith('@font-face') ? 5 : 1,
      style: styleOf(cssText),
    })),
    deleteRule: (i: number) => sheet.cssRules.splice(i, 1),
  };
  const made: { family: string; bytes: number[]; descriptors: Record<string, string> }[] = [];
  const added: unknown[] = [];
  class FontFace {
    readonly status = status;
    constructor(family: string, bytes: Uint8Array, descriptors: Record<string, string>) {
      made.push({ family, bytes: [...bytes], descriptors });
    }
  }
  const element = { sheet, textContent: rules.join('') };
  const document = {
    fonts: { add: (face: unknown) => added.push(face) },
    querySelectorAll: (selector: string) => (selector === 'style[data-inlined]' ? [element] : []),
  };
  const window = status === 'no FontFace' ? {} : { FontFace };
  new Function('window', 'document', BLOCKING_FONTS_SCRIPT)(window, document);
  return { made, added, left: sheet.cssRules.map((rule) => rule.cssText) };
}

describe('the blocking fonts script', () => {
  it('makes each block face from its bytes, with its descriptors, and removes its rule', () => {
    const { made, added, left } = run([CUT, REST, BODY], 'loaded');
    expect(made).toEqual([
      {
        family: 'grotesk',
        bytes: BYTES,
        descriptors: { display: 'block', weight: '400 700', unicodeRange: 'U+20-7E, U+A0' },
      },
    ]);
    expect(added).toHaveLength(1);
    expect(left).toEqual([REST, BODY]);
  });

  it('gives each block face its own bytes when a sheet holds several', () => {
    const other = [0x77, 0x4f, 0x46, 0x32, 0x01];
    const second = CUT.replace('grotesk', 'display').replace(DATA, Buffer.from(other).toString('base64'));
    const { made, left } = run([CUT, BODY, REST, second], 'loaded');
    expect(made.map(({ family, bytes }) => ({ family, bytes }))).toEqual([
      { family: 'display', bytes: other },
      { family: 'grotesk', bytes: BYTES },
    ]);
    expect(left).toEqual([BODY, REST]);
  });

  it('leaves the rule when the browser refuses the face', () => {
    const { added, left } = run([CUT], 'error');
    expect(added).toEqual([]);
    expect(left).toEqual([CUT]);
  });

  it('leaves the page as it is where the browser has no FontFace', () => {
    expect(run([CUT], 'no FontFace')).toEqual({ made: [], added: [], left: [CUT] });
  });
});
