import { type DocumentContext, Html, Main, NextScript } from 'next/document';

import Head from '@/components/document/FirstPaintHead';
import { siteSecurityHeaders } from '@/components/document/site-headers';
import { CONSENT_DEFAULT_SCRIPT } from '@/lib/consent/browser/consent-mode';
import { firstPaintTricks } from '@/lib/env';
import { AFTER_PAINT_SCRIPT } from '@/lib/first-paint/after-paint';
import { revealCss } from '@/lib/layout/reveal';
import { THEME_SCRIPT } from '@/lib/theme';

export default function Document() {
  const tricksOn = firstPaintTricks();
  return (
    // The theme script sets data-theme before React runs, so React must not mind it.
    <Html lang="en" suppressHydrationWarning>
      <Head>
        {/* A raster icon: Chromium draws an SVG one on the main thread (scripts/favicon.ts). */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        {/* Consent Mode default: must run before any tag script, so it is inline and first. */}
        <script id="consent-default" dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        {/* Blocking on purpose: the first paint must already wear the visitor's theme. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* Inline so the first paint already runs the entrance, built from the reveal constants. */}
        <style id="reveal" dangerouslySetInnerHTML={{ __html: revealCss() }} />
      </Head>
      <body>
        <Main />
        <NextScript />
        {tricksOn && <script dangerouslySetInnerHTML={{ __html: AFTER_PAINT_SCRIPT }} />}
      </body>
    </Html>
  );
}

/**
 * Next answers a malformed path (`/%E0%A4%A`) with a 400 rendered before any headers() rule
 * applies: the document, which every rendered answer passes through, adds them then.
 */
Document.getInitialProps = async (context: DocumentContext) => {
  const { res } = context;
  if (res && !res.headersSent && !res.hasHeader('content-security-policy'))
    for (const { key, value } of siteSecurityHeaders()) res.setHeader(key, value);
  return context.defaultGetInitialProps(context);
};
