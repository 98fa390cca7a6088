/**
 * POST /api/sendgrid over Node's own request and response: the API route hands both here, and
 * tests serve it from a plain http server, so the whole HTTP exchange is tested as it runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { answerPage, backPath, wantsHtml } from './answer-page';
import { requestHeader } from './body';
import { type ContactServices, handleContact } from './handler';
import { clientAddress } from './services';

export async function serveContact(
  req: IncomingMessage,
  res: ServerResponse,
  services: ContactServices & { trustProxyHops: number },
): Promise<void> {
  const header = (name: string) => requestHeader(req, name);
  const answer = await handleContact(
    {
      method: req.method,
      contentType: header('content-type'),
      contentLength: header('content-length'),
      contentEncoding: header('content-encoding'),
      origin: header('origin'),
      // A trusted proxy may reach us under another name; the one the browser used is forwarded.
      host:
        (services.trustProxyHops > 0 && header('x-forwarded-host')?.split(',').at(-1)?.trim()) ||
        header('host'),
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, services.trustProxyHops),
      // Stopping early at the size cap must not destroy the socket before the 413 goes out.
      body: req.iterator({ destroyOnReturn: false }),
    },
    services,
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.statusCode = answer.status;
  if (wantsHtml(req.headers.accept)) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(answerPage(answer, backPath(req.headers.referer)));
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(answer.body));
  }
}
