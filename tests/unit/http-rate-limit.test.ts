import { describe, expect, it } from 'vitest';

import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { addressKey } from '@/lib/http/server/client-address';
import { createRateLimiter, MAX_TRACKED_ADDRESSES } from '@/lib/http/server/rate-limit';

/** One client spelled every way a socket, a proxy or a client may write it. */
const SPELLINGS_OF_ONE_V4 = [
  '1.2.3.4',
  '::ffff:1.2.3.4',
  '[::ffff:1.2.3.4]',
  '[::ffff:1.2.3.4]:5555',
  '1.2.3.4:5555',
  '::FFFF:1.2.3.4',
  '::ffff:0102:0304',
  '0:0:0:0:0:ffff:1.2.3.4',
  ' 1.2.3.4 ',
];
const SPELLINGS_OF_ONE_V6 = [
  '2001:db8::1',
  '2001:DB8::1',
  '2001:0db8:0000:0000:0000:0000:0000:0001',
  '[2001:db8::1]',
  '[2001:db8::1]:443',
  '2001:db8:0:0::1',
  '2001:db8::1%eth0',
];

describe('addressKey', () => {
  it.each(SPELLINGS_OF_ONE_V4)('reads %j as 1.2.3.4', (spelling) => {
    expect(addressKey(spelling)).toBe('1.2.3.4');
  });

  it.each(SPELLINGS_OF_ONE_V6)('reads %j as the /64 2001:db8:0:0::/64', (spelling) => {
    expect(addressKey(spelling)).toBe('2001:db8:0:0::/64');
  });

  it('keeps an IPv6 /64 apart from its neighbour and leaves other text as it is', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('createRateLimiter', () => {
  it.each([
    ['every spelling of one IPv4 client', SPELLINGS_OF_ONE_V4],
    ['every spelling of one IPv6 client', SPELLINGS_OF_ONE_V6],
    [
      'every address of one IPv6 /64',
      Array.from({ length: 9 }, (_, i) => `2001:db8:aa:bb:${i.toString(16)}:${i}::${i + 1}`),
    ],
  ])(`gives %s ${CONTACT_RATE_LIMIT} posts a window between them`, (_, addresses) => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    const allowed = addresses
      .flatMap((address) => [address, address, address])
      .filter((address, i) => limiter.take(address, 1_000 + i).allowed);
    expect(allowed).toHaveLength(CONTACT_RATE_LIMIT);
  });

  it(`remembers at most ${MAX_TRACKED_ADDRESSES} addresses, however many arrive`, () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    const now = 1_000_000;
    for (let i = 0; i < 100_000; i += 1) {
      // All inside one window: none has expired, so only the bound can forget them.
      limiter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, now + (i % 1000));
      if (limiter.size > MAX_TRACKED_ADDRESSES)
        throw new Error(`${limiter.size} addresses after ${i + 1} calls`);
    }
    expect(limiter.size).toBe(MAX_TRACKED_ADDRESSES);
  });

  it('forgets addresses whose window has passed, in one step', () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    for (let i = 0; i < 1_000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`, 0);
    expect(limiter.size).toBe(1_000);
    limiter.take('203.0.113.1', 2 * CONTACT_RATE_WINDOW_MS);
    expect(limiter.size).toBe(1);
  });

  it('keeps a count across a turnover: the window slides, it does not reset', () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
    limiter.take('198.51.100.1', 0);
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1)
      limiter.take('203.0.113.1', CONTACT_RATE_WINDOW_MS - 10 + i);
    expect(limiter.take('203.0.113.1', CONTACT_RATE_WINDOW_MS + 1).allowed).toBe(false);
    expect(limiter.take('203.0.113.1', 2 * CONTACT_RATE_WINDOW_MS - 10).allowed).toBe(true);
  });

  it('still limits a recent address while the table churns', () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS, 100);
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) limiter.take('203.0.113.1', i);
    for (let i = 0; i < 50; i += 1) limiter.take(`10.0.0.${i}`, 10);
    expect(limiter.take('203.0.113.1', 20).allowed).toBe(false);
  });
});
