/**
 * Where a lead goes when the lead database cannot take it (a hosted database unreachable, a
 * full or locked disk): one JSON line appended to a local file and synced to disk before the
 * visitor is told it was received. `npm run leads:retry` moves spooled leads into the
 * database, each exactly once (its spool id is unique there), then sends what is unsent.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';

import type { ContactMessage } from '../validation';
import type { LeadLog } from './leads';

/** Beside the default lead database: outside public/ (never served) and ignored by git. */
export const DEFAULT_SPOOL_PATH = path.join('data', 'leads-spool.jsonl');
const DRAINING = '.draining-';

export interface SpooledLead extends ContactMessage {
  spoolId: string;
  createdAt: string;
}

export interface LeadSpool {
  readonly file: string;
  /** Resolves once the lead is on disk. */
  keep(message: ContactMessage, now?: Date): Promise<void>;
  /** Moves every spooled lead into `leads`; returns how many were new there. */
  drain(leads: LeadLog): Promise<number>;
}

function isSpooledLead(value: unknown): value is SpooledLead {
  const lead = value as Partial<Record<keyof SpooledLead, unknown>> | null;
  return (
    typeof lead === 'object' &&
    lead !== null &&
    (
      ['spoolId', 'createdAt', 'name', 'email', 'message', 'company', 'formName', 'page', 'utm'] as const
    ).every((key) => typeof lead[key] === 'string')
  );
}

// The spool's path is configured, not bundled: turbopackIgnore keeps the bundler from
// tracing the whole project into the function as files it might open.
export function openLeadSpool(file = path.resolve(DEFAULT_SPOOL_PATH)): LeadSpool {
  return {
    file,
    async keep(message, now = new Date()) {
      mkdirSync(path.dirname(file), { recursive: true });
      const lead: SpooledLead = { ...message, spoolId: randomUUID(), createdAt: now.toISOString() };
      const handle = await open(/*turbopackIgnore: true*/ file, 'a');
      try {
        await handle.appendFile(`${JSON.stringify(lead)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async drain(leads) {
      const folder = path.dirname(file);
      if (!existsSync(folder)) return 0;
      // New leads go on into a fresh file while this one is moved; a drain that stopped
      // half-way left its file under the same kind of name, and is finished now.
      if (existsSync(/*turbopackIgnore: true*/ file)) renameSync(file, `${file}${DRAINING}${Date.now()}`);
      const base = path.basename(file);
      let moved = 0;
      for (const name of readdirSync(folder)
        .filter((entry) => entry.startsWith(`${base}${DRAINING}`))
        .sort()) {
        const draining = path.join(folder, name);
        for (const line of readFileSync(draining, 'utf8').split('\n')) {
          if (!line.trim()) continue;
          let lead: unknown;
          try {
            lead = JSON.parse(line);
          } catch {
            continue; // a line cut short by a crash mid-write was never acknowledged
          }
          if (!isSpooledLead(lead)) continue;
          if (await leads.record(lead, new Date(lead.createdAt), lead.spoolId)) moved += 1;
        }
        rmSync(draining);
      }
      return moved;
    },
  };
}
