/** POST /api/csp-report: where browsers report policy violations (lib/security/server/csp-report.ts). */
import { captureMessage } from '@sentry/nextjs';
import type { NextApiRequest, NextApiResponse } from 'next';

import { createRateLimiter } from '@/lib/contact/server/rate-limit';
import { clientAddress } from '@/lib/contact/server/services';
import { sentryDsn } from '@/lib/env';
import { contactServerEnv } from '@/lib/env/server';
import { CSP_REPORT_RATE_LIMIT, handleCspReport } from '@/lib/security/server/csp-report';

// The handler reads the raw body itself, with a size cap.
export const config = { api: { bodyParser: false } };

const limiter = createRateLimiter(CSP_REPORT_RATE_LIMIT);

export default async function cspReport(req: NextApiRequest, res: NextApiResponse) {
  const answer = await handleCspReport(
    {
      method: req.method,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, contactServerEnv().trustProxyHops),
      body: req.iterator({ destroyOnReturn: false }),
    },
    {
      limiter,
      log: console,
      report: sentryDsn ? (line) => captureMessage(line, 'warning') : undefined,
    },
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status);
  if (answer.reason) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(answer.reason);
}
