/*
 * npm run cms: the web editor's local mode (docs/editing.md "Editing in the browser").
 * Answers Decap's local-backend requests (lib/content/server/cms-local.ts) by reading and
 * writing content/ on this machine only: it listens on the loopback address, answers /admin
 * on the dev server only (a site you visit, or another server on this machine, cannot reach
 * your files), asks for this run's token (printed at start, read by /admin from
 * data/cms-token), refuses any path outside content/ and any file but an entry (.md, .yaml)
 * or an image (by its bytes too), and runs the content check before each save. `npm start`
 * never starts it; production commits through the git host.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

import { refusal, refusalAnswer } from '@/lib/content/cms-refusal';
import { problemsAdded } from '@/lib/content/server/cms-gate';
import {
  answerCmsRequest,
  confinementProblem,
  filesWritten,
  imageProblems,
  parseCmsRequest,
  writeProblem,
} from '@/lib/content/server/cms-local';
import {
  CMS_TOKEN_FILE,
  CMS_TOKEN_PARAMETER,
  issueCmsToken,
  tokenMatches,
  withdrawCmsToken,
} from '@/lib/content/server/cms-token';
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
 * machine, not a web page; it still needs the token.
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

/** Every request but the preflight carries this run's token. */
function withToken(token: string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (tokenMatches(token, request.query[CMS_TOKEN_PARAMETER])) return next();
    response.status(403).json({
      error: `The local editor server needs this run's token: open /admin on the dev server, which reads it from ${CMS_TOKEN_FILE} (restart npm run dev's page after restarting npm run cms)`,
    });
  };
}

async function api(root: string, request: Request, response: Response) {
  const parsed = parseCmsRequest(request.body);
  if (!('action' in parsed)) return void response.status(parsed.status).json(parsed.body);
  const refused = confinementProblem(root, parsed.params) ?? writeProblem(parsed);
  if (refused) {
    console.error(`Refused ${parsed.action}: ${(refused.body as { error: string }).error}`);
    return void response.status(refused.status).json(refused.body);
  }
  if (parsed.action === 'persistEntry' || parsed.action === 'persistMedia') {
    // The save must add no problem to the content (its words name the entry's line), and
    // every image it writes must be one, named as what it is, referenced or not.
    const added = problemsAdded(root, filesWritten(parsed));
    const problems = added.length > 0 ? added : imageProblems(parsed);
    if (problems.length > 0) {
      console.error(refusal(problems));
      return void response.status(422).json(refusalAnswer(problems));
    }
  }
  const answer = await answerCmsRequest(root, parsed);
  response.status(answer.status).json(answer.body);
}

/** The local server's app: the dev site's origin, this run's token, then the actions. */
export function cmsServerApp({
  root,
  sitePort,
  token,
}: {
  root: string;
  sitePort: number;
  token: string;
}): Express {
  const app = express();
  app.use(devSiteOnly(siteOrigins(sitePort)));
  app.use(withToken(token));
  // Uploaded images travel inside the JSON, as in Decap's own local server.
  app.use(express.json({ limit: '50mb' }));
  app.post('/api/v1', (request, response, next) => {
    api(root, request, response).catch(next);
  });
  return app;
}

function startCmsServer() {
  const root = process.cwd();
  const { localPort, sitePort } = cmsEnv();
  const token = issueCmsToken(root);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      withdrawCmsToken(root);
      process.exit(0);
    });
  cmsServerApp({ root, sitePort, token }).listen(localPort, HOST, () => {
    console.log(
      `Web editor's local server on http://${HOST}:${localPort}: open http://localhost:${sitePort}/admin (npm run dev).`,
    );
    console.log(`This run's token (also in ${CMS_TOKEN_FILE}, which /admin reads): ${token}`);
  });
}

runAsCommand(module, startCmsServer);
