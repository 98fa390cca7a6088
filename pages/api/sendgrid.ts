/** POST /api/sendgrid: the contact form's endpoint. The rules live in lib/contact/handler. */
import type { NextApiRequest, NextApiResponse } from 'next';

import { answerPage, backPath, wantsHtml } from '@/lib/contact/answer-page';
import { handleContact } from '@/lib/contact/handler';
import { clientAddress, contactServices } from '@/lib/contact/services';

// The handler reads the raw body itself, with a size cap, and parses both form encodings.
export const config = { api: { bodyParser: false } };

export default async function sendgrid(req: NextApiRequest, res: NextApiResponse) {
  const services = contactServices();
  const answer = await handleContact(
    {
      method: req.method,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
      clientAddress: clientAddress(req.headers, req.socket.remoteAddress, services.trustProxyHops),
      // Stopping early at the size cap must not destroy the socket before the 413 goes out.
      body: req.iterator({ destroyOnReturn: false }),
    },
    services,
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status);
  if (wantsHtml(req.headers.accept)) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.send(answerPage(answer, backPath(req.headers.referer)));
  } else res.json(answer.body);
}
