import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CONSENT_DEFAULT_SCRIPT,
  CONSENT_MODE_DEFAULT,
  sendConsentUpdate,
  toConsentMode,
} from '@/lib/consent/browser/consent-mode';
import { allChoices, type ConsentChoices } from '@/lib/consent/categories';

const none: ConsentChoices = allChoices(false);

describe('Consent Mode v2 mapping', () => {
  it('default denies everything but security storage', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      security_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('functional grants functionality and personalization storage', () => {
    const mode = toConsentMode({ ...none, functional: true });
    expect(mode.functionality_storage).toBe('granted');
    expect(mode.personalization_storage).toBe('granted');
    expect(mode.analytics_storage).toBe('denied');
    expect(mode.ad_storage).toBe('denied');
  });

  it.each(['analytics', 'performance'] as const)('%s grants analytics storage only', (category) => {
    expect(toConsentMode({ ...none, [category]: true })).toEqual({
      ...CONSENT_MODE_DEFAULT,
      analytics_storage: 'granted',
    });
  });

  it('advertisement grants the three ad signals', () => {
    expect(toConsentMode({ ...none, advertisement: true })).toEqual({
      ...CONSENT_MODE_DEFAULT,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('everything granted maps to every signal granted', () => {
    expect(Object.values(toConsentMode(allChoices(true))).every((v) => v === 'granted')).toBe(true);
  });
});

describe('head script and updates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the default script defines gtag and queues the consent default', () => {
    const window: { dataLayer?: unknown[][] } = {};
    new Function('window', `var dataLayer; with (window) { ${CONSENT_DEFAULT_SCRIPT} }`)(window);
    const [entry] = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(entry).toEqual(['consent', 'default', CONSENT_MODE_DEFAULT]);
  });

  it('sendConsentUpdate calls gtag with the mapped state', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    sendConsentUpdate({ ...none, analytics: true });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', toConsentMode({ ...none, analytics: true }));
  });
});
