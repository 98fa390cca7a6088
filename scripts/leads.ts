/* npm run leads [-- --limit N]: the lead log, newest first, with each lead's send status. */
import { loadEnvConfig } from '@next/env';

import { describeLead } from '@/lib/contact/server/lead-report';
import { openLeadLog } from '@/lib/contact/server/leads';
import { type ContactServerEnv, contactServerEnv } from '@/lib/env/server';

import { runAsCommand } from './command';

const DEFAULT_LIMIT = 50;

/** What the command prints: the newest `limit` leads of the configured log, one entry each. */
export async function listLeads(
  env: Pick<ContactServerEnv, 'leadsDatabaseUrl' | 'leadsDatabaseAuthToken' | 'sendgridApiKey'>,
  limit = DEFAULT_LIMIT,
): Promise<string> {
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  try {
    const list = await leads.list(limit);
    if (list.length === 0) return 'No leads yet.';
    return list.map((lead) => describeLead(lead, Boolean(env.sendgridApiKey))).join('\n');
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
