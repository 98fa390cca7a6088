import { describe, expect, it } from 'vitest';

import {
  ATTRIBUTION_STORAGE_KEY,
  attributionFromQuery,
  attributionQueryString,
  saveAttribution,
} from '@/lib/contact/browser/attribution';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const full =
  '?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale&utm_term=seo%20agency&utm_content=ad-1';

describe('attributionFromQuery', () => {
  it('takes all five fields when source and medium are both present', () => {
    expect(attributionFromQuery(full)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring sale',
      utm_term: 'seo agency',
      utm_content: 'ad-1',
    });
  });

  it('fills missing optional fields with empty strings', () => {
    expect(attributionFromQuery('utm_source=x&utm_medium=y')).toMatchObject({
      utm_campaign: '',
      utm_term: '',
    });
  });

  it.each(['?utm_source=google', '?utm_medium=cpc', '?utm_source=&utm_medium=cpc', '', '?page=2'])(
    'is null for %j (source and medium are both required)',
    (search) => {
      expect(attributionFromQuery(search)).toBeNull();
    },
  );
});

describe('saveAttribution', () => {
  it(`stores JSON under ${ATTRIBUTION_STORAGE_KEY} when both are present`, () => {
    const storage = memoryStorage();
    saveAttribution(full, storage);
    expect(JSON.parse(storage.items.get(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
    });
  });

  it('keeps the earlier value when the query does not qualify', () => {
    const earlier = JSON.stringify({ utm_source: 'bing', utm_medium: 'email' });
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: earlier });
    saveAttribution('?utm_source=google', storage);
    saveAttribution('', storage);
    expect(storage.items.get(ATTRIBUTION_STORAGE_KEY)).toBe(earlier);
  });

  it('replaces the earlier value with a new qualifying one', () => {
    const storage = memoryStorage({
      [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({ utm_source: 'bing', utm_medium: 'email' }),
    });
    saveAttribution(full, storage);
    expect(attributionQueryString(storage)).toContain('utm_source=google');
  });

  it('survives storage that refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveAttribution(full, storage)).not.toThrow();
  });
});

describe('attributionQueryString', () => {
  it('writes all five fields in order, URL-encoded', () => {
    const storage = memoryStorage();
    saveAttribution('?utm_source=a%26b&utm_medium=c%3Dd&utm_campaign=%C3%A9t%C3%A9', storage);
    expect(attributionQueryString(storage)).toBe(
      'utm_source=a%26b&utm_medium=c%3Dd&utm_campaign=%C3%A9t%C3%A9&utm_term=&utm_content=',
    );
  });

  it('is empty when nothing is stored or there is no storage', () => {
    expect(attributionQueryString(memoryStorage())).toBe('');
    expect(attributionQueryString(undefined)).toBe('');
  });

  it.each(['{not json', '"a string"', '42', 'null', '[1,2]'])(
    'treats broken or odd JSON %j as none',
    (raw) => {
      expect(attributionQueryString(memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: raw }))).toBe('');
    },
  );

  it('writes non-string stored values as empty', () => {
    const storage = memoryStorage({
      [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({ utm_source: 'x', utm_medium: 7 }),
    });
    expect(attributionQueryString(storage)).toBe(
      'utm_source=x&utm_medium=&utm_campaign=&utm_term=&utm_content=',
    );
  });
});
