/* npm run leads [-- --limit N]: the lead log, newest first, with each lead's send status. */
import { loadEnvConfig } from '@next/env';

import { describeLead } from '@/lib/contact/server/lead-report';
import { openLeadLog } from '@/lib/contact/server/leads';
import { contactServerEnv } from '@/lib/env/server';

const DEFAULT_LIMIT = 50;

async function main() {
  // The same .env files the server reads, so both open the same lead log.
  loadEnvConfig(process.cwd());
  const limitArg = process.argv.indexOf('--limit');
  const asked = limitArg > 0 ? Number(process.argv[limitArg + 1]) : DEFAULT_LIMIT;
  const limit = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_LIMIT;
  const env = contactServerEnv();
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  try {
    const list = await leads.list(limit);
    if (list.length === 0) console.log('No leads yet.');
    for (const lead of list) console.log(describeLead(lead, Boolean(env.sendgridApiKey)));
  } finally {
    leads.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not read the lead log: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
