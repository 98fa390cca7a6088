/**
 * Per-address limits counted in this process's memory. The server counts in the shared
 * store (limits.ts), shared by every instance; this is its fallback while the database
 * cannot be reached, and the unit tests' limiter.
 */
import { addressKey } from './client-address';

/**
 * Most addresses remembered at once (about 200 bytes each, 4 MB in all). Past it older
 * addresses are forgotten: a flood of distinct addresses can reset an old count, but never
 * makes the table, or a call, grow.
 */
export const MAX_TRACKED_ADDRESSES = 20_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision | Promise<RateDecision>;
}

export interface MemoryRateLimiter extends RateLimiter {
  take(key: string, now?: number): RateDecision;
  readonly size: number;
}

/**
 * Sliding window: at most `limit` requests per address within any `windowMs`. Addresses
 * live in two generations; a window after the current one began, the previous is dropped
 * whole (all of it last seen over a window ago), so no call scans the table. A flood of
 * distinct addresses turns the generations over early: an old count may be forgotten, the
 * table never grows.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  maxAddresses = MAX_TRACKED_ADDRESSES,
): MemoryRateLimiter {
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
