/** POST /api/csp-report: where browsers report policy violations (lib/security/server/csp-report.ts). */
import { captureMessage } from '@sentry/nextjs';
import type { NextApiRequest, NextApiResponse } from 'next';

import { clientLimiter, cspReportForwardable } from '@/lib/contact/server/limits';
import { CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/rate-limit';
import { clientAddress, contactServices } from '@/lib/contact/server/services';
import { sentryDsn } from '@/lib/env';
import { CSP_REPORT_RATE_LIMIT, handleCspReport } from '@/lib/security/server/csp-report';

// The handler reads the raw body itself, with a size cap.
export const config = { api: { bodyParser: false } };

export default async function cspReport(req: NextApiRequest, res: NextApiResponse) {
  // The same shared counts as the contact form (lib/contact/server/limits.ts), in their own buckets.
  const { limits, env } = contactServices();
  const answer = await handleCspReport(
    {
      method: req.method,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, env.trustProxyHops),
      body: req.iterator({ destroyOnReturn: false }),
    },
    {
      limiter: clientLimiter(limits, 'csp-report', CSP_REPORT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
      log: console,
      report: sentryDsn
        ? async (line) => {
            if (await cspReportForwardable(limits, env.limits)) captureMessage(line, 'warning');
          }
        : undefined,
    },
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status);
  if (answer.reason) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(answer.reason);
}
