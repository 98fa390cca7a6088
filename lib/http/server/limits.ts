/**
 * Limits shared by every server instance (per-client rates, per-key cooldowns, daily caps),
 * counted in the lead database so N instances allow what one would; each check is one write
 * transaction, so two instances never both take the last slot. A hit is a row that lives one
 * window and is deleted only once expired, so a flood of other keys cannot erase an active
 * one. Without the database the limits are counted in memory (per instance, logged): an
 * outage never refuses a visitor by itself.
 */
import type { Client, InStatement } from '@libsql/client';

import { escapeForLog } from '@/lib/text/log-escape';

import { addressKey, networkKey, prefix48 } from './client-address';
import { createRateLimiter, type MemoryRateLimiter, type RateDecision } from './rate-limit';

export interface LimitRule {
  /** What is counted: `contact`, `contact/48`, `ebook-mail`... */
  bucket: string;
  /** Whom it is counted for: an address block, an email address, or `site` for a daily cap. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts a hit against every rule, all or none: allowed only while each is under its limit. */
export interface LimitStore {
  take(rules: readonly LimitRule[], now?: number): Promise<RateDecision>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A site-wide cap counts under this key. */
export const SITE_KEY = 'site';
/**
 * An IPv6 /48 is one site's allocation: 65,536 /64s. It gets this many times the per-client
 * limit, so walking through its /64s gains little.
 */
export const PREFIX48_MULTIPLIER = 10;
/** Expired rows are swept at most this often by each process. */
const SWEEP_INTERVAL_MS = 60_000;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS limit_hits (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS limit_hits_key ON limit_hits (bucket, key, at)',
  'CREATE INDEX IF NOT EXISTS limit_hits_expiry ON limit_hits (expires_at)',
];

/** The rules one post from `address` counts against: its address (or /64), and its /48. */
export function clientRules(bucket: string, address: string, limit: number, windowMs: number): LimitRule[] {
  const wide = prefix48(address);
  return [
    { bucket, key: addressKey(address), limit, windowMs },
    ...(wide ? [{ bucket: `${bucket}/48`, key: wide, limit: limit * PREFIX48_MULTIPLIER, windowMs }] : []),
  ];
}

/**
 * A day's shares of one thing for `address`: its client's (and /48's), then its network's,
 * so no one client or network uses up the site-wide cap counted last.
 */
export function dailyShareRules(
  bucket: string,
  address: string,
  perDay: { client: number; network: number; site: number },
): LimitRule[] {
  return [
    ...clientRules(`${bucket}/client`, address, perDay.client, DAY_MS),
    { bucket: `${bucket}/network`, key: networkKey(address), limit: perDay.network, windowMs: DAY_MS },
    { bucket, key: SITE_KEY, limit: perDay.site, windowMs: DAY_MS },
  ];
}

const denied = (retryAfterMs: number): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
});

/** The limits in a libSQL database; `db` opens (or reuses) the connection. */
export function sqlLimitStore(db: () => Promise<Client>): LimitStore {
  let ready: Promise<Client> | undefined;
  let lastSweep = 0;
  const open = () => {
    ready ??= db()
      .then(async (client) => {
        await client.batch(SCHEMA, 'write');
        return client;
      })
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };

  return {
    async take(rules, now = Date.now()) {
      const client = await open();
      const statements: InStatement[] = [];
      if (now - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now;
        statements.push({ sql: 'DELETE FROM limit_hits WHERE expires_at <= ?', args: [now] });
      }
      // This client's own expired hits go first, so the counts below see only live ones.
      for (const rule of rules)
        statements.push({
          sql: 'DELETE FROM limit_hits WHERE bucket = ? AND key = ? AND expires_at <= ?',
          args: [rule.bucket, rule.key, now],
        });
      // One statement counts every rule or none. SQLite reads the counts before it inserts
      // (the SELECT reads the table it fills, so its rows are gathered first).
      const underEveryLimit = rules
        .map(() => '(SELECT count(*) FROM limit_hits WHERE bucket = ? AND key = ?) < ?')
        .join(' AND ');
      statements.push({
        sql: `INSERT INTO limit_hits (bucket, key, at, expires_at)
              SELECT column1, column2, column3, column4 FROM (VALUES ${rules.map(() => '(?, ?, ?, ?)').join(', ')})
              WHERE ${underEveryLimit}`,
        args: [
          ...rules.flatMap((rule) => [rule.bucket, rule.key, now, now + rule.windowMs]),
          ...rules.flatMap((rule) => [rule.bucket, rule.key, rule.limit]),
        ],
      });
      const results = await client.batch(statements, 'write');
      if (results.at(-1)!.rowsAffected > 0) return { allowed: true };
      // Refused: the earliest moment the fullest rule frees a slot.
      let retryAfterMs = 0;
      for (const rule of rules) {
        const oldest = await client.execute({
          sql: `SELECT count(*) AS n, min(at) AS first FROM limit_hits WHERE bucket = ? AND key = ?`,
          args: [rule.bucket, rule.key],
        });
        const row = oldest.rows[0]!;
        if (Number(row.n) >= rule.limit)
          retryAfterMs = Math.max(retryAfterMs, Number(row.first) + rule.windowMs - now);
      }
      return denied(retryAfterMs);
    },
  };
}

/** The same limits in this process's memory: the fallback, and what tests use. */
export function memoryLimitStore(): LimitStore {
  const limiters = new Map<string, MemoryRateLimiter>();
  return {
    async take(rules, now = Date.now()) {
      for (const rule of rules) {
        const name = `${rule.bucket}\u0000${rule.limit}\u0000${rule.windowMs}`;
        let limiter = limiters.get(name);
        if (!limiter) limiters.set(name, (limiter = createRateLimiter(rule.limit, rule.windowMs)));
        const decision = limiter.take(rule.key, now);
        if (!decision.allowed) return decision;
      }
      return { allowed: true };
    },
  };
}

/**
 * The database's limits, or memory's while the database fails: a failed check is logged
 * (once a minute at most) and answered from memory, so the lead itself is still taken.
 */
export function fallbackLimitStore(
  primary: LimitStore,
  fallback: LimitStore,
  log: Pick<Console, 'error'>,
): LimitStore {
  let lastLogged = -Infinity;
  return {
    async take(rules, now = Date.now()) {
      try {
        return await primary.take(rules, now);
      } catch (error) {
        if (now - lastLogged >= SWEEP_INTERVAL_MS) {
          lastLogged = now;
          log.error(
            `[limits] the lead database could not count a limit, counting in memory: ${escapeForLog(
              error instanceof Error ? error.message : String(error),
            )}`,
          );
        }
        return fallback.take(rules, now);
      }
    },
  };
}

/** A per-client limiter over a store: each address (IPv6: its /64 and its /48) counted apart. */
export function clientLimiter(store: LimitStore, bucket: string, limit: number, windowMs: number) {
  return {
    take: (address: string, now?: number) => store.take(clientRules(bucket, address, limit, windowMs), now),
  };
}
