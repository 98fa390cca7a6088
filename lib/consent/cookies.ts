/** The consent cookies in the browser, read and written through js-cookie. */
import Cookies from 'js-cookie';

import type { ConsentChoices } from './categories';
import {
  CHOICES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_OPTIONS,
  type ConsentDecision,
  parseChoices,
  serializeChoices,
} from './state';

export function readAcceptCookie(): string | undefined {
  return Cookies.get(CONSENT_COOKIE);
}

export function readSavedChoices(): ConsentChoices | null {
  return parseChoices(Cookies.get(CHOICES_COOKIE));
}

export function saveDecision(decision: ConsentDecision): void {
  Cookies.set(CONSENT_COOKIE, decision.accept, CONSENT_COOKIE_OPTIONS);
  Cookies.set(CHOICES_COOKIE, serializeChoices(decision.choices), CONSENT_COOKIE_OPTIONS);
}
