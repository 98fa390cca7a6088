/**
 * The lead log: every accepted contact message, committed to an SQLite file (or a hosted
 * libSQL server) before the visitor is told it was received, with its mail status.
 */
import type { Client } from '@libsql/client';

import { connectDatabase, type DatabaseConfig } from '@/lib/http/server/database';

import type { ContactMessage } from '../validation';

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
  last_error TEXT,
  spool_id TEXT,
  mail_held TEXT
)`;

/**
 * Columns added after the first release, with their definitions: a log created before them
 * gains them on open, and its older leads read as empty.
 */
const ADDED_COLUMNS: Record<string, string> = {
  company: "TEXT NOT NULL DEFAULT ''",
  spool_id: 'TEXT',
  mail_held: 'TEXT',
};

async function addMissingColumns(client: Client) {
  const info = await client.execute('PRAGMA table_info(leads)');
  const present = new Set(info.rows.map((row) => String(row.name)));
  for (const [column, definition] of Object.entries(ADDED_COLUMNS)) {
    if (present.has(column)) continue;
    // Another instance opening the same database at once may add it first: that is fine.
    await client.execute(`ALTER TABLE leads ADD COLUMN ${column} ${definition}`).catch((error: unknown) => {
      if (!String(error).includes('duplicate column name')) throw error;
    });
  }
  // A lead moved in from the spool (spool.ts) is stored once, however often the move is retried.
  await client.execute('CREATE UNIQUE INDEX IF NOT EXISTS leads_spool_id ON leads (spool_id)');
}

export interface Lead extends ContactMessage {
  id: number;
  createdAt: string;
  sentAt: string | null;
  sendAttempts: number;
  lastError: string | null;
  /** Why the lead was kept but not mailed (a daily cap), or null. */
  mailHeld: string | null;
}

export interface LeadLog {
  /**
   * Resolves once the lead is committed; returns its id. With a spool id (spool.ts), a lead
   * already stored under it is left alone and 0 is returned.
   */
  record(message: ContactMessage, now?: Date, spoolId?: string): Promise<number>;
  markSent(id: number, now?: Date): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  /** Kept, not mailed, for this reason: the retry leaves it alone, the listing says why. */
  markHeld(id: number, reason: string): Promise<void>;
  list(limit?: number): Promise<Lead[]>;
  /** Deletes the leads stored before `cutoff`; returns how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
  unsent(): Promise<Lead[]>;
  close(): void;
}

export type LeadLogConfig = DatabaseConfig;

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
    mailHeld: row.mail_held == null ? null : String(row.mail_held),
  };
}

/** The lead log and its database connection, which the shared limits (limits.ts) count in. */
export interface OpenLeadLog extends LeadLog {
  database(): Promise<Client>;
}

export function openLeadLog(config: LeadLogConfig = {}): OpenLeadLog {
  let client: Client | undefined;
  let ready: Promise<Client> | undefined;

  async function open(): Promise<Client> {
    client = connectDatabase(config);
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
    database: db,
    async record(message, now = new Date(), spoolId) {
      const result = await (
        await db()
      ).execute({
        sql: `INSERT INTO leads (created_at, form_name, page, name, email, message, company, utm, spool_id)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (spool_id) DO NOTHING`,
        args: [
          now.toISOString(),
          message.formName,
          message.page,
          message.name,
          message.email,
          message.message,
          message.company,
          message.utm,
          spoolId ?? null,
        ],
      });
      return result.rowsAffected > 0 ? Number(result.lastInsertRowid) : 0;
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
    async markHeld(id, reason) {
      await (await db()).execute({ sql: 'UPDATE leads SET mail_held = ? WHERE id = ?', args: [reason, id] });
    },
    list: (limit = -1) => select('ORDER BY id DESC LIMIT ?', [limit]),
    async deleteOlderThan(cutoff) {
      // ISO times in UTC sort as text.
      const result = await (
        await db()
      ).execute({ sql: 'DELETE FROM leads WHERE created_at < ?', args: [cutoff.toISOString()] });
      return result.rowsAffected;
    },
    /** Oldest first, the order a retry should resend them; a lead held past a cap is not one. */
    unsent: () => select('WHERE sent_at IS NULL AND mail_held IS NULL ORDER BY id ASC'),
    close() {
      client?.close();
    },
  };
}
