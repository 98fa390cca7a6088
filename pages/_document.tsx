import { Head, Html, Main, NextScript } from 'next/document';
import { CONSENT_DEFAULT_SCRIPT } from '@/lib/consent/consent-mode';

export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Consent Mode default: must run before any tag script, so it is inline and first. */}
        <script id="consent-default" dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
