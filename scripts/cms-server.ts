/*
 * npm run cms: the web editor's local mode (docs/editing.md "Editing in the browser").
 * Decap's own local backend (decap-server) writes what /admin saves into content/, on
 * this machine only: it listens on the loopback address, answers pages served from
 * loopback only (a site you visit cannot write your files), and runs the content check
 * before each save. `npm start` never starts it; production commits through the git host.
 */
import { registerLocalFs } from 'decap-server/dist/middlewares';
import express, { type NextFunction, type Request, type Response } from 'express';

import { type FileToWrite, problemsAdded, refusal } from '@/lib/content/server/cms-gate';
import { cmsEnv } from '@/lib/env/server/cms';

const HOST = '127.0.0.1';
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Browsers send Origin with every cross-site request: only pages on this machine may ask. */
function loopbackOnly(request: Request, response: Response, next: NextFunction) {
  const origin = request.headers.origin;
  const originHost = origin ? origin.replace(/^https?:\/\//, '') : undefined;
  if (
    !LOOPBACK.test(request.headers.host ?? '') ||
    (originHost !== undefined && !LOOPBACK.test(originHost))
  ) {
    response.status(403).json({ error: 'The local editor server answers pages on this machine only' });
    return;
  }
  // decap-server allows loopback pages too, but only in its own middleware, after the gate:
  // without this the editor could not read a refusal and would say "Failed to fetch".
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
  }
  next();
}

interface PersistParams {
  entry?: { path: string; raw: string };
  dataFiles?: { path: string; raw: string }[];
  assets?: { path: string; content: string; encoding: BufferEncoding }[];
}

/** A save goes through only if the content check passes with its files in place. */
function contentCheckGate(request: Request, response: Response, next: NextFunction) {
  const body = request.body as { action?: string; params?: PersistParams } | undefined;
  if (body?.action !== 'persistEntry') return next();
  const { entry, dataFiles = entry ? [entry] : [], assets = [] } = body.params ?? {};
  const files: FileToWrite[] = [
    ...dataFiles.map((file) => ({ path: file.path, content: file.raw })),
    ...assets.map((asset) => ({ path: asset.path, content: Buffer.from(asset.content, asset.encoding) })),
  ];
  const problems = problemsAdded(process.cwd(), files);
  if (problems.length === 0) return next();
  console.error(refusal(problems));
  response.status(422).json({ error: refusal(problems) });
}

async function main() {
  const app = express();
  app.use(loopbackOnly);
  // Uploaded images travel inside the JSON, as in decap-server itself.
  app.use(express.json({ limit: '50mb' }));
  app.post('/api/v1', contentCheckGate);
  await registerLocalFs(app);
  const { localPort } = cmsEnv();
  app.listen(localPort, HOST, () => {
    console.log(`Web editor's local server on http://${HOST}:${localPort}: open /admin on npm run dev.`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
