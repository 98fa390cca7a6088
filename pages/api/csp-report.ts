/** POST /api/csp-report: where browsers report policy violations (lib/security/server/csp-report.ts). */
import { captureMessage } from '@sentry/nextjs';
import type { NextApiRequest, NextApiResponse } from 'next';

import { sentryDsn } from '@/lib/env';
import { clientAddress } from '@/lib/http/server/client-address';
import { clientLimiter } from '@/lib/http/server/limits';
import { sharedLimits } from '@/lib/http/server/shared';
import {
  CSP_REPORT_RATE_LIMIT,
  CSP_REPORT_RATE_WINDOW_MS,
  cspReportForwardable,
  handleCspReport,
} from '@/lib/security/server/csp-report';

// The handler reads the raw body itself, with a size cap.
export const config = { api: { bodyParser: false } };

export default async function cspReport(req: NextApiRequest, res: NextApiResponse) {
  // The store every endpoint counts in (lib/http/server/shared.ts), in its own buckets.
  const { store, settings, trustProxyHops, capReached } = sharedLimits();
  const answer = await handleCspReport(
    {
      method: req.method,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, trustProxyHops),
      body: req.iterator({ destroyOnReturn: false }),
    },
    {
      limiter: clientLimiter(store, 'csp-report', CSP_REPORT_RATE_LIMIT, CSP_REPORT_RATE_WINDOW_MS),
      log: console,
      report: sentryDsn
        ? async (lines, client) => {
            if (await cspReportForwardable(store, settings, client, capReached))
              captureMessage(lines.join('\n'), 'warning');
          }
        : undefined,
    },
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status);
  if (answer.reason) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(answer.reason);
}
