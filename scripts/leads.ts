/*
 * npm run leads [-- --limit N]: deletes the leads older than LEADS_KEEP_MONTHS (default 24),
 * then lists the lead log, newest first, with each lead's send status.
 */
import { loadEnvConfig } from '@next/env';

import { describeLead } from '@/lib/contact/server/lead-report';
import { openLeadLog } from '@/lib/contact/server/leads';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env/server';

import { runAsCommand } from './command';

const DEFAULT_LIMIT = 50;

/** The moment `months` calendar months before `now`: older leads are deleted. */
export function keepCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * What the command prints: how many leads past their keeping time it deleted, then the
 * newest `limit` leads of the configured log, one entry each.
 */
export async function listLeads(
  env: Pick<
    ContactServerEnv,
    'leadsDatabaseUrl' | 'leadsDatabaseAuthToken' | 'sendgridApiKey' | 'leadsKeepMonths'
  >,
  limit = DEFAULT_LIMIT,
  now = new Date(),
): Promise<string> {
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  try {
    const expired = await leads.deleteOlderThan(keepCutoff(env.leadsKeepMonths, now));
    const note = expired
      ? [`Deleted ${expired} lead(s) older than ${env.leadsKeepMonths} months (LEADS_KEEP_MONTHS).\n`]
      : [];
    const list = await leads.list(limit);
    if (list.length === 0) return [...note, 'No leads yet.'].join('\n');
    return [...note, ...list.map((lead) => describeLead(lead, Boolean(env.sendgridApiKey)))].join('\n');
  } finally {
    leads.close();
  }
}

async function main() {
  // The same .env files the server reads, so both open the same lead log.
  loadEnvConfig(process.cwd());
  const limitArg = process.argv.indexOf('--limit');
  const asked = limitArg > 0 ? Number(process.argv[limitArg + 1]) : DEFAULT_LIMIT;
  const limit = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_LIMIT;
  try {
    console.log(await listLeads(contactServerEnv(), limit));
  } catch (error) {
    console.error(`Could not read the lead log: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

runAsCommand(module, main);
