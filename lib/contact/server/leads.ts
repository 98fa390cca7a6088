/**
 * The lead log: every accepted contact message, committed to an SQLite file (or a hosted
 * libSQL server) before the visitor is told it was received, with its mail status.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { type Client, createClient } from '@libsql/client';

import type { ContactMessage } from '../validation';

/** Outside public/ (never served) and ignored by git. */
export const DEFAULT_LEADS_DATABASE_PATH = path.join('data', 'leads.db');
/** How long a write waits for another process (the retry script, say) to finish its own. */
const BUSY_TIMEOUT_MS = 5_000;

const SCHEMA = `CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  form_name TEXT NOT NULL,
  page TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  utm TEXT NOT NULL,
  sent_at TEXT,
  send_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
)`;

/**
 * Columns added after the first release, with their definitions: a log created before them
 * gains them on open, and its older leads read as empty.
 */
const ADDED_COLUMNS: Record<string, string> = { company: "TEXT NOT NULL DEFAULT ''" };

async function addMissingColumns(client: Client) {
  const info = await client.execute('PRAGMA table_info(leads)');
  const present = new Set(info.rows.map((row) => String(row.name)));
  for (const [column, definition] of Object.entries(ADDED_COLUMNS)) {
    if (!present.has(column)) await client.execute(`ALTER TABLE leads ADD COLUMN ${column} ${definition}`);
  }
}

export interface Lead extends ContactMessage {
  id: number;
  createdAt: string;
  sentAt: string | null;
  sendAttempts: number;
  lastError: string | null;
}

export interface LeadLog {
  /** Resolves once the lead is committed; returns its id. */
  record(message: ContactMessage, now?: Date): Promise<number>;
  markSent(id: number, now?: Date): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  list(limit?: number): Promise<Lead[]>;
  unsent(): Promise<Lead[]>;
  close(): void;
}

export interface LeadLogConfig {
  url?: string;
  authToken?: string;
}

/** A file path or URL as the client wants it; relative paths resolve from the project root. */
export function leadsDatabaseUrl(url: string | undefined, cwd = process.cwd()): string {
  if (!url) return `file:${path.resolve(cwd, DEFAULT_LEADS_DATABASE_PATH)}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `file:${path.resolve(cwd, url)}`;
}

function ensureDirectoryFor(url: string) {
  if (url.startsWith('file:')) mkdirSync(path.dirname(url.slice('file:'.length)), { recursive: true });
}

function toLead(row: Record<string, unknown>): Lead {
  return {
    id: Number(row.id),
    createdAt: String(row.created_at),
    formName: String(row.form_name),
    page: String(row.page),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    company: String(row.company ?? ''),
    utm: String(row.utm),
    sentAt: row.sent_at == null ? null : String(row.sent_at),
    sendAttempts: Number(row.send_attempts),
    lastError: row.last_error == null ? null : String(row.last_error),
  };
}

export function openLeadLog(config: LeadLogConfig = {}): LeadLog {
  const url = leadsDatabaseUrl(config.url);
  let client: Client | undefined;
  let ready: Promise<Client> | undefined;

  async function open(): Promise<Client> {
    ensureDirectoryFor(url);
    client = createClient({ url, authToken: config.authToken });
    if (url.startsWith('file:')) await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await client.execute(SCHEMA);
    await addMissingColumns(client);
    return client;
  }

  /** The schema is created on first use; a failed attempt is retried by the next call. */
  function db(): Promise<Client> {
    ready ??= open().catch((error: unknown) => {
      ready = undefined;
      client?.close();
      throw error;
    });
    return ready;
  }

  async function select(clauses: string, args: number[] = []): Promise<Lead[]> {
    const result = await (await db()).execute({ sql: `SELECT * FROM leads ${clauses}`, args });
    return result.rows.map((row) => toLead(row as Record<string, unknown>));
  }

  return {
    async record(message, now = new Date()) {
      const result = await (
        await db()
      ).execute({
        sql: `INSERT INTO leads (created_at, form_name, page, name, email, message, company, utm)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          now.toISOString(),
          message.formName,
          message.page,
          message.name,
          message.email,
          message.message,
          message.company,
          message.utm,
        ],
      });
      return Number(result.lastInsertRowid);
    },
    async markSent(id, now = new Date()) {
      await (
        await db()
      ).execute({
        sql: 'UPDATE leads SET sent_at = ?, send_attempts = send_attempts + 1, last_error = NULL WHERE id = ?',
        args: [now.toISOString(), id],
      });
    },
    async markFailed(id, error) {
      await (
        await db()
      ).execute({
        sql: 'UPDATE leads SET send_attempts = send_attempts + 1, last_error = ? WHERE id = ?',
        args: [error, id],
      });
    },
    /** Newest first. */
    list: (limit = -1) => select('ORDER BY id DESC LIMIT ?', [limit]),
    /** Oldest first, the order a retry should resend them. */
    unsent: () => select('WHERE sent_at IS NULL ORDER BY id ASC'),
    close() {
      client?.close();
    },
  };
}
