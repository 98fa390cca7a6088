/** POST /api/sendgrid: the contact form's endpoint. The rules live in lib/contact/server/handler.ts. */
import type { NextApiRequest, NextApiResponse } from 'next';

import { serveContact } from '@/lib/contact/server/serve';
import { contactServices } from '@/lib/contact/server/services';

// The handler reads the raw body itself, with a size cap, and parses both form encodings.
export const config = { api: { bodyParser: false } };

export default function sendgrid(req: NextApiRequest, res: NextApiResponse) {
  return serveContact(req, res, contactServices());
}
