/** Where the tags load from, derived from their ids (pure, so tests can check it). */
import type { ConsentChoices } from '../consent/categories';
import { tagEnv } from '../env';

/** Google's host for both the tag manager and the ads tag. */
export const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

export function adsTagUrl(adsId: string): string {
  return `${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(adsId)}`;
}

/** The visitor tracker counts visits, so it waits for analytics consent. */
export function mayLoadVisitorTracker(choices: ConsentChoices | null): boolean {
  return choices?.analytics === true;
}

/** With no tag id set, the tags component is never even fetched. */
export const anyTagConfigured = Object.values(tagEnv).some(Boolean);

/**
 * The inline bootstrap @next/third-parties' GoogleTagManager renders (default data layer,
 * no extra data), byte for byte, so the Content-Security-Policy can allow it by hash. The
 * tags end-to-end suite fails on any CSP violation, so a change in the library shows up.
 */
export const GTM_INIT_SCRIPT = `
      (function(w,l){
        w[l]=w[l]||[];
        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});
        
      })(window,'dataLayer');`;
