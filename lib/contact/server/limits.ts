/**
 * The contact form's own limits, counted in the shared store (lib/http/server/limits.ts):
 * posts per client, leads per day, and the visitor-mail cooldown and daily cap.
 */
import type { LimitSettings } from '@/lib/env/server';
import { DAY_MS, type LimitStore, SITE_KEY } from '@/lib/http/server/limits';
import type { RateDecision } from '@/lib/http/server/rate-limit';

export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 60_000;

export interface ContactCaps {
  /** Counts one more lead today, if the daily cap allows it. */
  lead(now?: number): Promise<RateDecision>;
  /** Whether `email` may be mailed now (cooldown and daily cap); counts it when so. */
  visitorMail(email: string, now?: number): Promise<boolean>;
}

export function contactCaps(store: LimitStore, settings: LimitSettings): ContactCaps {
  return {
    lead: (now) =>
      store.take([{ bucket: 'leads', key: SITE_KEY, limit: settings.leadsPerDay, windowMs: DAY_MS }], now),
    visitorMail: async (email, now) =>
      (
        await store.take(
          [
            {
              bucket: 'visitor-mail',
              key: email.trim().toLowerCase(),
              limit: 1,
              windowMs: settings.visitorMailCooldownMs,
            },
            { bucket: 'visitor-mail', key: SITE_KEY, limit: settings.visitorMailsPerDay, windowMs: DAY_MS },
          ],
          now,
        )
      ).allowed,
  };
}
