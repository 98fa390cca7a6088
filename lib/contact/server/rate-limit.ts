/**
 * Per-address limit on contact posts, kept in this process's memory: enough to stop one
 * client flooding the lead log. (Several server processes each keep their own count.)
 */
import { isIPv4, isIPv6 } from 'node:net';

export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 60_000;
/**
 * Most addresses remembered at once (about 200 bytes each, 4 MB in all). Past it older
 * addresses are forgotten: a flood of distinct addresses can reset an old count, but never
 * makes the table, or a call, grow.
 */
export const MAX_TRACKED_ADDRESSES = 20_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision;
  /** How many addresses are remembered now. */
  readonly size: number;
}

/** An IPv6 address's eight groups, from any spelling the URL parser accepts; null if none. */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    // The URL parser canonicalises IPv6: lower case, one spelling of zeros, no dotted tail.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * One client, one key, however its address is spelled: `[::ffff:1.2.3.4]:5555`,
 * `::ffff:1.2.3.4`, `1.2.3.4:5555` and `1.2.3.4` are all `1.2.3.4`. An IPv6 client counts by
 * its /64, the block one subscriber holds, so walking through it gains nothing.
 */
export function addressKey(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) names our interface, not the client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const isMappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedV4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Sliding window: at most `limit` requests per address within any `windowMs`.
 *
 * Addresses live in two generations: the current one and the one before. An address seen
 * again moves to the current one. When a window has passed since the current one began,
 * it becomes the previous one and the old previous is dropped whole: everything in it was
 * last seen over a window ago, so no live count is lost. When the current one fills up
 * (a flood of distinct addresses) it turns over early, which may forget an older count
 * but never lets the table grow. No call ever scans the table.
 */
export function createRateLimiter(
  limit = CONTACT_RATE_LIMIT,
  windowMs = CONTACT_RATE_WINDOW_MS,
  maxAddresses = MAX_TRACKED_ADDRESSES,
): RateLimiter {
  const perGeneration = Math.max(1, Math.floor(maxAddresses / 2));
  let current = new Map<string, number[]>();
  let previous = new Map<string, number[]>();
  let currentSince: number | undefined;

  function turnOver(now: number) {
    previous = current;
    current = new Map();
    currentSince = now;
  }

  return {
    take(address, now = Date.now()) {
      currentSince ??= now;
      if (now - currentSince >= windowMs) {
        // Two windows without a turnover: the previous generation is stale as well.
        if (now - currentSince >= 2 * windowMs) current = new Map();
        turnOver(now);
      }
      const key = addressKey(address);
      const times = (current.get(key) ?? previous.get(key) ?? []).filter((time) => now - time < windowMs);
      previous.delete(key);
      let decision: RateDecision;
      if (times.length >= limit) {
        const retryAfterMs = times[0]! + windowMs - now;
        decision = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      } else {
        times.push(now);
        decision = { allowed: true };
      }
      if (!current.has(key) && current.size >= perGeneration) turnOver(now);
      current.set(key, times);
      return decision;
    },
    get size() {
      return current.size + previous.size;
    },
  };
}
