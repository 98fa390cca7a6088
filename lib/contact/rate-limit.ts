/**
 * Per-address limit on contact posts, kept in this process's memory: enough to stop one
 * client flooding the lead log. (Several server processes each keep their own count.)
 */

export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 60_000;
/** Above this many tracked addresses, forget the ones whose window has passed. */
const SWEEP_THRESHOLD = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision;
}

/** Sliding window: at most `limit` requests per key within any `windowMs`. */
export function createRateLimiter(
  limit = CONTACT_RATE_LIMIT,
  windowMs = CONTACT_RATE_WINDOW_MS,
): RateLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    return (hits.get(key) ?? []).filter((time) => now - time < windowMs);
  }

  function sweep(now: number) {
    for (const key of hits.keys()) {
      const kept = recent(key, now);
      if (kept.length === 0) hits.delete(key);
      else hits.set(key, kept);
    }
  }

  return {
    take(key, now = Date.now()) {
      if (hits.size > SWEEP_THRESHOLD) sweep(now);
      const times = recent(key, now);
      if (times.length >= limit) {
        hits.set(key, times);
        const retryAfterMs = times[0]! + windowMs - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(now);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}
