/**
 * Google Consent Mode v2: the default issued before any tag loads and the update each
 * choice sends. The default script is a constant so a Content-Security-Policy can hash it.
 */
import type { ConsentChoices } from '../categories';

export type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeKey =
  | 'security_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization';
export type ConsentModeState = Record<ConsentModeKey, ConsentModeValue>;

const grant = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied');

/** Our categories mapped onto Consent Mode's storage types. */
export function toConsentMode(choices: ConsentChoices): ConsentModeState {
  return {
    security_storage: grant(choices.necessary),
    functionality_storage: grant(choices.functional),
    personalization_storage: grant(choices.functional),
    analytics_storage: grant(choices.analytics || choices.performance),
    ad_storage: grant(choices.advertisement),
    ad_user_data: grant(choices.advertisement),
    ad_personalization: grant(choices.advertisement),
  };
}

/** Everything denied but security, until the visitor chooses. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = toConsentMode({
  necessary: true,
  functional: false,
  analytics: false,
  performance: false,
  advertisement: false,
});

/**
 * Inline script for the document head: defines the global `gtag` queue and issues the
 * consent default before any tag script can run.
 */
export const CONSENT_DEFAULT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULT)});`;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** Tells the tags about a choice; a no-op where the head script has not defined gtag. */
export function sendConsentUpdate(choices: ConsentChoices): void {
  window.gtag?.('consent', 'update', toConsentMode(choices));
}
