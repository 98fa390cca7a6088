/**
 * The cookie banner as a pure state machine: what each button stores, whether the banner
 * shows, and which toggles the panel starts with. Browser I/O lives in ./cookies.ts.
 */
import { allChoices, CONSENT_CATEGORIES, type ConsentChoices } from './categories';

/** Cookie holding whether the visitor answered the banner (`accept`: true or false). */
export const CONSENT_COOKIE = 'accept';
/** Cookie holding the per-category choices, re-applied on every page load. */
export const CHOICES_COOKIE = 'consent_choices';
export const CONSENT_DAYS = 90;
export const CONSENT_COOKIE_OPTIONS = { expires: CONSENT_DAYS, path: '/', sameSite: 'Lax' } as const;

/** Everything a visitor can do in the banner or the panel. */
export type ConsentAction =
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'confirm'; toggles: ConsentChoices }
  | { type: 'close'; toggles: ConsentChoices };

/** The outcome of an action: the choices to apply and the `accept` cookie's value. */
export interface ConsentDecision {
  choices: ConsentChoices;
  accept: 'true' | 'false';
}

/** Necessary cannot be switched off, whatever the toggles say. */
function withNecessary(toggles: ConsentChoices): ConsentChoices {
  return { ...toggles, necessary: true };
}

export function decide(action: ConsentAction): ConsentDecision {
  switch (action.type) {
    case 'accept':
      return { choices: allChoices(true), accept: 'true' };
    case 'reject':
      return { choices: allChoices(false), accept: 'true' };
    case 'confirm':
      return { choices: withNecessary(action.toggles), accept: 'true' };
    case 'close':
      return { choices: withNecessary(action.toggles), accept: 'false' };
  }
}

/** Shown unless the accept cookie exists with a value other than false. */
export function isBannerShown(acceptCookie: string | undefined): boolean {
  return acceptCookie === undefined || acceptCookie === 'false';
}

/**
 * What the browser tells us without asking: the signals a visitor may send to say "do not
 * track me", and the time zone it runs in (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
 */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  timeZone?: string;
}

/**
 * Our flagging rule: Global Privacy Control or Do Not Track is on, or the time zone is in
 * a place whose law asks consent to be opted into (./opt-in-zones.ts: the EEA, the UK,
 * Switzerland).
 */
export function isFlagged(
  signals: PrivacySignals,
  /** ./opt-in-zones.ts, loaded with the panel rather than on every page start. */
  optInZones: ReadonlySet<string>,
): boolean {
  return (
    signals.globalPrivacyControl === true ||
    signals.doNotTrack === '1' ||
    signals.doNotTrack === 'yes' ||
    (signals.timeZone !== undefined && optInZones.has(signals.timeZone))
  );
}

/** Panel toggles start on, unless the visitor is flagged; earlier choices win when present. */
export function initialToggles(flagged: boolean, saved: ConsentChoices | null): ConsentChoices {
  return saved ?? allChoices(!flagged);
}

export function serializeChoices(choices: ConsentChoices): string {
  return JSON.stringify(choices);
}

/** Reads the choices cookie; anything malformed counts as no choice made. */
export function parseChoices(raw: string | undefined): ConsentChoices | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')) return null;
    return withNecessary(Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, record[c]])) as ConsentChoices);
  } catch {
    return null;
  }
}
