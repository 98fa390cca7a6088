import { readFileSync } from 'node:fs';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { contentTodaySetting } from '@/lib/env';
import { assertValidEnv, envProblems, envSchema } from '@/lib/env/schema';
import { FAKE_TAG_ENV } from '@/lib/tags/fake-tags';

describe('the environment check', () => {
  it('accepts an empty environment: every variable is optional', () => {
    expect(envProblems({})).toEqual([]);
  });

  it('treats a blank value as unset', () => {
    expect(envProblems({ CONTACT_TO_EMAIL: '  ', NEXT_PUBLIC_SITE_URL: '' })).toEqual([]);
    expect(assertValidEnv({ CONTACT_TO_EMAIL: ' ' }).CONTACT_TO_EMAIL).toBeUndefined();
  });

  it('accepts well-formed values, the tag test build’s included', () => {
    expect(
      envProblems({
        ...FAKE_TAG_ENV,
        NEXT_PUBLIC_SITE_URL: 'https://www.byercompany.com',
        CONTACT_TO_EMAIL: 'hello@byercompany.com',
        TRUST_PROXY: 'true',
        NEXT_OUTPUT: 'standalone',
        NEXT_DIST_DIR: '.next-tags',
        LEADS_DATABASE_URL: 'data/e2e-leads.db',
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'NEXT_PUBLIC_SITE_URL',
      'www.byercompany.com',
      'NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL (the public origin, e.g. https://www.byercompany.com) (found "www.byercompany.com")',
    ],
    [
      'CONTACT_FROM_EMAIL',
      'hello-at-byercompany.com',
      'CONTACT_FROM_EMAIL must be an email address, like hello@example.com (found "hello-at-byercompany.com")',
    ],
    [
      'NEXT_PUBLIC_GTM_ID',
      'UA-1234',
      'NEXT_PUBLIC_GTM_ID must be a Tag Manager container id, like GTM-XXXXXXX (found "UA-1234")',
    ],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true or false (found "yes")'],
    ['FIRST_PAINT_TRICKS', 'disabled', 'FIRST_PAINT_TRICKS must be on or off (found "disabled")'],
    ['TRUST_PROXY_HOPS', 'two', 'TRUST_PROXY_HOPS must be a whole number of proxies, 0 to 99 (found "two")'],
    ['CONTENT_TODAY', '1/12/2026', 'CONTENT_TODAY must be a day written YYYY-MM-DD (found "1/12/2026")'],
  ])('names %s and what it expects when it is malformed', (name, value, problem) => {
    expect(envProblems({ [name]: value })).toEqual([problem]);
  });

  it('fails with every bad variable listed', () => {
    expect(() => assertValidEnv({ TRUST_PROXY: 'yes', CONTACT_TO_EMAIL: 'nobody' })).toThrow(
      /Invalid environment:\n {2}- CONTACT_TO_EMAIL must be an email address.*\n {2}- TRUST_PROXY must be true or false/,
    );
  });
});

describe('.env.example', () => {
  it('names every variable of the schema, and no other', () => {
    const named = readFileSync('.env.example', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name) => name !== undefined);
    expect(named.length, 'a variable named twice').toBe(new Set(named).size);
    expect([...named].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  describe('copied as it is', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('leaves CONTENT_TODAY blank, which publishes as of today', () => {
      vi.stubEnv('CONTENT_TODAY', '');
      expect(contentTodaySetting()).toBeUndefined();
    });
  });
});
