/*
 * npm run cms: the web editor's local mode (docs/editing.md "Editing in the browser").
 * Answers Decap's local-backend requests (lib/content/server/cms-local.ts) by reading and
 * writing content/ on this machine only: it listens on the loopback address, answers /admin
 * on the dev server only (a site you visit, or another server on this machine, cannot reach
 * your files), refuses any path outside content/, and runs the content check before each save. `npm start` never starts
 * it; production commits through the git host.
 */
import express, { type NextFunction, type Request, type Response } from 'express';

import { refusal, refusalAnswer } from '@/lib/content/cms-refusal';
import { type FileToWrite, problemsAdded } from '@/lib/content/server/cms-gate';
import { answerCmsRequest, confinementProblem, parseCmsRequest } from '@/lib/content/server/cms-local';
import { cmsEnv } from '@/lib/env/server/cms';

import { runAsCommand } from './command';

const HOST = '127.0.0.1';
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The dev server's own origins (as typed in the address bar): the only pages answered. */
const siteOrigins = (port: number) =>
  new Set(['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`));

/**
 * Browsers send Origin with every cross-site request: only /admin on the dev server may ask,
 * not another server on this machine (a page on localhost:5173) nor any site. The Host
 * check refuses DNS rebinding. A request without Origin comes from a program on this
 * machine, not a web page.
 */
function devSiteOnly(allowed: Set<string>) {
  return (request: Request, response: Response, next: NextFunction) => {
    const origin = request.headers.origin;
    if (!LOOPBACK.test(request.headers.host ?? '') || (origin !== undefined && !allowed.has(origin))) {
      response.status(403).json({
        error: `The local editor server answers /admin on the dev server only (${[...allowed][0]}, CMS_SITE_PORT)`,
      });
      return;
    }
    // The editor reads our answers (refusals included) across origins.
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.status(204).end();
      return;
    }
    next();
  };
}

/** A save goes through only if the content check passes with its files in place. */
function contentCheckProblems(params: unknown): string[] {
  const {
    entry,
    dataFiles = entry ? [entry] : [],
    assets = [],
  } = params as {
    entry?: { path: string; raw: string };
    dataFiles?: { path: string; raw: string }[];
    assets?: { path: string; content: string; encoding: BufferEncoding }[];
  };
  const files: FileToWrite[] = [
    ...dataFiles.map((file) => ({ path: file.path, content: file.raw })),
    ...assets.map((asset) => ({ path: asset.path, content: Buffer.from(asset.content, asset.encoding) })),
  ];
  return problemsAdded(process.cwd(), files);
}

async function api(request: Request, response: Response) {
  const root = process.cwd();
  const parsed = parseCmsRequest(request.body);
  if (!('action' in parsed)) return void response.status(parsed.status).json(parsed.body);
  const outside = confinementProblem(root, parsed.params);
  if (outside) {
    console.error(`Refused ${parsed.action}: ${(outside.body as { error: string }).error}`);
    return void response.status(outside.status).json(outside.body);
  }
  if (parsed.action === 'persistEntry') {
    const problems = contentCheckProblems(parsed.params);
    if (problems.length > 0) {
      console.error(refusal(problems));
      return void response.status(422).json(refusalAnswer(problems));
    }
  }
  const answer = await answerCmsRequest(root, parsed);
  response.status(answer.status).json(answer.body);
}

function startCmsServer() {
  const { localPort, sitePort } = cmsEnv();
  const app = express();
  app.use(devSiteOnly(siteOrigins(sitePort)));
  // Uploaded images travel inside the JSON, as in Decap's own local server.
  app.use(express.json({ limit: '50mb' }));
  app.post('/api/v1', (request, response, next) => {
    api(request, response).catch(next);
  });
  app.listen(localPort, HOST, () => {
    console.log(
      `Web editor's local server on http://${HOST}:${localPort}: open http://localhost:${sitePort}/admin (npm run dev).`,
    );
  });
}

runAsCommand(module, startCmsServer);
