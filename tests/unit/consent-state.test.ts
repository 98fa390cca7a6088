import { describe, expect, it, vi } from 'vitest';

import { allChoices, CONSENT_CATEGORIES, type ConsentChoices } from '@/lib/consent/categories';
import { OPT_IN_TIME_ZONES } from '@/lib/consent/opt-in-zones';
import {
  CHOICES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_OPTIONS,
  CONSENT_DAYS,
  decide,
  initialToggles,
  isBannerShown,
  isFlagged,
  parseChoices,
  serializeChoices,
} from '@/lib/consent/state';

const cookieSet = vi.fn();
vi.mock('js-cookie', () => ({ default: { set: (...args: unknown[]) => cookieSet(...args), get: vi.fn() } }));

const mixed: ConsentChoices = {
  necessary: false,
  functional: true,
  analytics: false,
  performance: true,
  advertisement: false,
};

describe('consent cookies', () => {
  it('uses the cookie names accept and consent_choices and a 90-day lifetime', () => {
    expect(CONSENT_COOKIE).toBe('accept');
    expect(CHOICES_COOKIE).toBe('consent_choices');
    expect(CONSENT_DAYS).toBe(90);
    expect(CONSENT_COOKIE_OPTIONS).toEqual({ expires: 90, path: '/', sameSite: 'Lax' });
  });

  it('saveDecision writes both cookies for 90 days', async () => {
    const { saveDecision } = await import('@/lib/consent/browser/cookies');
    saveDecision(decide({ type: 'close', toggles: mixed }), 'http:');
    expect(cookieSet).toHaveBeenCalledWith('accept', 'false', CONSENT_COOKIE_OPTIONS);
    expect(cookieSet).toHaveBeenCalledWith(
      'consent_choices',
      serializeChoices({ ...mixed, necessary: true }),
      CONSENT_COOKIE_OPTIONS,
    );
  });

  it('saveDecision marks both cookies Secure on a page served over https', async () => {
    const { saveDecision } = await import('@/lib/consent/browser/cookies');
    cookieSet.mockClear();
    saveDecision(decide({ type: 'accept' }), 'https:');
    const secure = { ...CONSENT_COOKIE_OPTIONS, secure: true };
    expect(cookieSet).toHaveBeenCalledWith('accept', 'true', secure);
    expect(cookieSet).toHaveBeenCalledWith('consent_choices', expect.any(String), secure);
  });
});

describe('banner visibility', () => {
  it.each([
    [undefined, true],
    ['false', true],
    ['true', false],
    ['anything-else', false],
    ['', false],
  ])('accept=%s → shown %s', (value, shown) => {
    expect(isBannerShown(value)).toBe(shown);
  });
});

describe('transitions', () => {
  it('Accept grants everything and stores accept=true', () => {
    expect(decide({ type: 'accept' })).toEqual({ choices: allChoices(true), accept: 'true' });
    expect(Object.values(allChoices(true)).every(Boolean)).toBe(true);
  });

  it('Reject denies all but necessary and stores accept=true', () => {
    expect(decide({ type: 'reject' })).toEqual({
      choices: {
        necessary: true,
        functional: false,
        analytics: false,
        performance: false,
        advertisement: false,
      },
      accept: 'true',
    });
  });

  it('Confirm Choices applies the toggles and stores accept=true', () => {
    expect(decide({ type: 'confirm', toggles: mixed })).toEqual({
      choices: { ...mixed, necessary: true },
      accept: 'true',
    });
  });

  it('Close (and the corner icon) applies the toggles and stores accept=false', () => {
    expect(decide({ type: 'close', toggles: mixed })).toEqual({
      choices: { ...mixed, necessary: true },
      accept: 'false',
    });
  });

  it('after Close the banner shows again; after the others it does not', () => {
    expect(isBannerShown(decide({ type: 'close', toggles: mixed }).accept)).toBe(true);
    expect(isBannerShown(decide({ type: 'confirm', toggles: mixed }).accept)).toBe(false);
    expect(isBannerShown(decide({ type: 'accept' }).accept)).toBe(false);
    expect(isBannerShown(decide({ type: 'reject' }).accept)).toBe(false);
  });
});

describe('flagging rule and initial toggles', () => {
  it.each([
    [{}, false],
    [{ globalPrivacyControl: false, doNotTrack: '0' }, false],
    [{ doNotTrack: null }, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    // Opt-in where the law asks it: the EEA (outermost regions too), the UK, Switzerland.
    [{ timeZone: 'Europe/Berlin' }, true],
    [{ timeZone: 'Atlantic/Canary' }, true],
    [{ timeZone: 'Europe/Oslo' }, true],
    [{ timeZone: 'Europe/London' }, true],
    [{ timeZone: 'Europe/Zurich' }, true],
    // Everyone else keeps the spec's toggles on.
    [{ timeZone: 'America/Los_Angeles' }, false],
    [{ timeZone: 'Europe/Istanbul' }, false],
    [{ timeZone: 'Asia/Tokyo' }, false],
    [{ timeZone: 'UTC' }, false],
  ])('%j → flagged %s', (signals, flagged) => {
    expect(isFlagged(signals, OPT_IN_TIME_ZONES)).toBe(flagged);
  });

  it('names only zones the time-zone database knows (old aliases aside)', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    const aliases = [
      'Eire',
      'Poland',
      'Portugal',
      'Iceland',
      'GB',
      'GB-Eire',
      'Europe/Belfast',
      'Atlantic/Jan_Mayen',
      'Europe/Nicosia',
    ];
    const unknown = [...OPT_IN_TIME_ZONES].filter((zone) => !known.has(zone) && !aliases.includes(zone));
    expect(unknown).toEqual([]);
  });

  it('toggles start on, off when flagged, and earlier choices win', () => {
    expect(initialToggles(false, null)).toEqual(allChoices(true));
    expect(initialToggles(true, null)).toEqual(allChoices(false));
    expect(initialToggles(true, mixed)).toEqual(mixed);
  });
});

describe('choices cookie', () => {
  it('round-trips, always keeping necessary on', () => {
    expect(parseChoices(serializeChoices(mixed))).toEqual({ ...mixed, necessary: true });
  });

  it.each([
    undefined,
    '',
    'not json',
    'null',
    '[]',
    '{"necessary":true}',
    JSON.stringify({ ...mixed, analytics: 'yes' }),
  ])('rejects %s', (raw) => {
    expect(parseChoices(raw)).toBeNull();
  });

  it('drops unknown keys', () => {
    const parsed = parseChoices(JSON.stringify({ ...allChoices(true), extra: true }));
    expect(Object.keys(parsed ?? {})).toEqual([...CONSENT_CATEGORIES]);
  });
});
