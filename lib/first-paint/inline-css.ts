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
