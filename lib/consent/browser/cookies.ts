/** The consent cookies in the browser, read and written through js-cookie. */
import Cookies from 'js-cookie';

import type { ConsentChoices } from '../categories';
import {
  CHOICES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_OPTIONS,
  type ConsentDecision,
  parseChoices,
  serializeChoices,
} from '../state';

export function readAcceptCookie(): string | undefined {
  return Cookies.get(CONSENT_COOKIE);
}

export function readSavedChoices(): ConsentChoices | null {
  return parseChoices(Cookies.get(CHOICES_COOKIE));
}

/** Over https the cookies are Secure, so they never travel on a plain-http request. */
export function consentCookieOptions(protocol: string) {
  return protocol === 'https:' ? { ...CONSENT_COOKIE_OPTIONS, secure: true } : CONSENT_COOKIE_OPTIONS;
}

export function saveDecision(decision: ConsentDecision, protocol = window.location.protocol): void {
  const options = consentCookieOptions(protocol);
  Cookies.set(CONSENT_COOKIE, decision.accept, options);
  Cookies.set(CHOICES_COOKIE, serializeChoices(decision.choices), options);
}
