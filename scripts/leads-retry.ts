/* npm run leads:retry: sends every lead still marked unsent, oldest first. */
import { loadEnvConfig } from '@next/env';

import { sendRecorded } from '@/lib/contact/server/handler';
import { openLeadLog } from '@/lib/contact/server/leads';
import { senderFromEnv } from '@/lib/contact/server/services';
import { contactServerEnv } from '@/lib/env/server';

async function main() {
  // The same .env files the server reads, so both open the same lead log.
  loadEnvConfig(process.cwd());
  const env = contactServerEnv();
  const send = senderFromEnv(env);
  if (!send) {
    console.error('SENDGRID_API_KEY is not set: nothing can be sent. Leads stay in the log (npm run leads).');
    process.exit(1);
  }
  const leads = openLeadLog({ url: env.leadsDatabaseUrl, authToken: env.leadsDatabaseAuthToken });
  try {
    const unsent = await leads.unsent();
    let sent = 0;
    for (const lead of unsent) {
      if (await sendRecorded(lead.id, lead, send, leads, console)) sent += 1;
    }
    console.log(`Sent ${sent} of ${unsent.length} unsent lead(s).`);
    process.exitCode = sent === unsent.length ? 0 : 1;
  } finally {
    leads.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Retry failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
