import dynamic from 'next/dynamic';
import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';

import { readSavedChoices } from '@/lib/consent/browser/cookies';
import { onChoicesChanged } from '@/lib/consent/browser/events';
import { tagEnv } from '@/lib/env';
import { adsTagUrl, mayLoadVisitorTracker } from '@/lib/tags';

const { gtmId, googleAdsId, visitorTrackingSrc } = tagEnv;

/** The package bundles every Google embed; fetch it only where a tag manager id is set. */
const GoogleTagManager = dynamic(() => import('@next/third-parties/google').then((m) => m.GoogleTagManager), {
  ssr: false,
});

const trackerAllowedNow = () => Boolean(visitorTrackingSrc) && mayLoadVisitorTracker(readSavedChoices());

/**
 * Third-party tags, each only when its id is set. They load after the page is interactive
 * (or idle, for the tracker), and the head's consent default has run before any of them.
 */
export default function Tags() {
  // The saved choices live in a cookie: read in the browser after hydration, again on each change.
  const trackerAllowed = useSyncExternalStore(onChoicesChanged, trackerAllowedNow, () => false);

  useEffect(() => {
    // The head script defined window.gtag; these calls queue until gtag.js arrives.
    if (!googleAdsId) return;
    window.gtag?.('js', new Date());
    window.gtag?.('config', googleAdsId);
  }, []);

  return (
    <>
      {gtmId && <GoogleTagManager gtmId={gtmId} />}
      {googleAdsId && <Script id="google-ads-tag" src={adsTagUrl(googleAdsId)} strategy="afterInteractive" />}
      {visitorTrackingSrc && trackerAllowed && (
        <Script id="visitor-tracker" src={visitorTrackingSrc} strategy="lazyOnload" />
      )}
    </>
  );
}
