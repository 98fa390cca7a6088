/** Rewriting a style sheet so it can be written into the page instead of linked. */

const LOCAL_ORIGIN = 'http://local.invalid';

/**
 * A sheet's relative url(...) references resolve against the sheet's own address; inline,
 * they would resolve against the page's. Rewrites each to the address it meant, leaving
 * absolute, root-relative, data: and fragment (#id) references as they are.
 */
export function withAbsoluteUrls(css: string, sheetHref: string): string {
  const base = new URL(sheetHref, LOCAL_ORIGIN);
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, base);
    const address =
      resolved.origin === LOCAL_ORIGIN
        ? `${resolved.pathname}${resolved.search}${resolved.hash}`
        : resolved.href;
    return `url(${quote}${address}${quote})`;
  });
}

/**
 * Writes the files of every `font-display: block` face into the sheet as data: URLs. Those
 * are the brand faces' cuts (components/fonts.ts), which the first paint must wear: inline,
 * they arrive with the page, so the first paint never waits a round trip for them
 * (blocking-fonts.ts then makes them faces before any layout). `read` returns a
 * file's bytes by its address, or null to leave that reference as it is.
 */
export function withBlockingFontsInline(css: string, read: (href: string) => Buffer | null): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (face) => {
    if (!/font-display\s*:\s*block/.test(face)) return face;
    return face.replace(/url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/g, (whole, _quote: string, href: string) => {
      const bytes = read(href);
      return bytes ? `url(data:font/woff2;base64,${bytes.toString('base64')})` : whole;
    });
  });
}
