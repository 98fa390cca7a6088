/**
 * GET /api/dev-media/<variant> (`next dev` only, reached through the /media fallback rewrite in
 * next.config.ts): renders an image variant the media step has not written yet, on its first
 * request, and keeps it under public/media. Builds render every variant before they start.
 */
import { readFileSync } from 'node:fs';

import type { NextApiRequest, NextApiResponse } from 'next';

export default async function devMedia(req: NextApiRequest, res: NextApiResponse) {
  const name = typeof req.query.file === 'string' ? req.query.file : '';
  // Loaded only in dev: a production server never encodes images.
  const rendered =
    process.env.NODE_ENV === 'development'
      ? await (await import('@/lib/media/server/render')).renderRequestedVariant(process.cwd(), name)
      : undefined;
  if (!rendered) {
    // Plain text naming nothing the request held: a production server has no variant to make.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).send('No such image variant: the page may be older than its image.');
    return;
  }
  res.setHeader('Content-Type', `image/${rendered.format}`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(readFileSync(rendered.file));
}
