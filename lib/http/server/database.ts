/**
 * The site's one database: a local SQLite file (or a hosted libSQL server) holding the lead
 * log and the limits every instance shares. Opened by each user with its own connection.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { type Client, createClient } from '@libsql/client';

/** Outside public/ (never served) and ignored by git. */
export const DEFAULT_DATABASE_PATH = path.join('data', 'leads.db');
/**
 * How long a write waits for another process (another server instance, the retry script) to
 * finish its own.
 */
const BUSY_TIMEOUT_MS = 5_000;

export interface DatabaseConfig {
  /** A file path or a libSQL URL; unset means data/leads.db. */
  url?: string;
  authToken?: string;
}

/** A file path or URL as the client wants it; relative paths resolve from the project root. */
export function databaseUrl(url: string | undefined, cwd = process.cwd()): string {
  if (!url) return `file:${path.resolve(cwd, DEFAULT_DATABASE_PATH)}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `file:${path.resolve(cwd, url)}`;
}

/** A new connection (a file's folder made first); the client pools several, each waiting on locks. */
export function connectDatabase(config: DatabaseConfig): Client {
  const url = databaseUrl(config.url);
  if (url.startsWith('file:')) mkdirSync(path.dirname(url.slice('file:'.length)), { recursive: true });
  return createClient({ url, authToken: config.authToken, timeout: BUSY_TIMEOUT_MS });
}
