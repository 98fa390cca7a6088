/**
 * POST /api/sendgrid over Node's own request and response: the API route hands both here, and
 * tests serve it from a plain http server, so the whole HTTP exchange is tested as it runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { requestHeader } from '@/lib/http/server/body';
import { clientAddress } from '@/lib/http/server/client-address';

import { answerPage, backPath, wantsHtml } from './answer-page';
import { type ContactRequest, type ContactServices, handleContact } from './handler';

/** Node's request read once into the plain request the handler and the answer work from. */
function contactRequest(req: IncomingMessage, trustProxyHops: number): ContactRequest {
  const header = (name: string) => requestHeader(req, name);
  return {
    method: req.method,
    contentType: header('content-type'),
    contentLength: header('content-length'),
    contentEncoding: header('content-encoding'),
    origin: header('origin'),
    // A trusted proxy may reach us under another name; the one the browser used is forwarded.
    host: (trustProxyHops > 0 && header('x-forwarded-host')?.split(',').at(-1)?.trim()) || header('host'),
    accept: header('accept'),
    referer: header('referer'),
    clientAddress: clientAddress(req.headers, req.socket.remoteAddress, trustProxyHops),
    // Stopping early at the size cap must not destroy the socket before the 413 goes out.
    body: req.iterator({ destroyOnReturn: false }),
  };
}

export async function serveContact(
  req: IncomingMessage,
  res: ServerResponse,
  services: ContactServices & { trustProxyHops: number },
): Promise<void> {
  const request = contactRequest(req, services.trustProxyHops);
  const answer = await handleContact(request, services);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.statusCode = answer.status;
  if (wantsHtml(request.accept)) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(answerPage(answer, backPath(request.referer)));
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(answer.body));
  }
}
