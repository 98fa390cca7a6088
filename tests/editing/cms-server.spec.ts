/**
 * The web editor's local server (`npm run cms`) stays in its lane, over HTTP as a page would
 * ask it, in a copy of the project: every action naming a path outside content/ (a link
 * included) is refused with 403 and reads or writes nothing; only the dev server's own
 * origin is answered, not another server on this machine.
 * Ports: EDITING_PORT + 5 (the local server); EDITING_PORT + 2 is the site's (no server needed).
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, expect, test } from '@playwright/test';

import { loadContent } from '@/lib/content/server';
import { CMS_TOKEN_FILE } from '@/lib/content/server/cms-token';

import { copyProject, type ProjectCopy } from './project-copy';

const sitePort = Number(process.env.EDITING_PORT ?? 3241) + 2;
const cmsPort = sitePort + 3;
const api = `http://127.0.0.1:${cmsPort}/api/v1`;
const site = `http://localhost:${sitePort}`;
const post = `content/posts/${loadContent().posts[0]!.slug}.md`;
const SECRET = 'CMS_SERVER_TEST_SECRET=do-not-leak';
const options = { commitMessage: 'test' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

let copy: ProjectCopy;
/** This run's token, as /admin reads it from the file `npm run cms` writes. */
let token: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyProject('cms-server');
  copy.write('.env.local', `${SECRET}\n`);
  // A link inside content/ that leads out of it.
  symlinkSync(copy.root, path.join(copy.root, 'content', 'repo'));
  await copy.serve('npm', ['run', 'cms'], `http://127.0.0.1:${cmsPort}/`, {
    CMS_LOCAL_PORT: String(cmsPort),
    CMS_SITE_PORT: String(sitePort),
  });
  token = copy.read(CMS_TOKEN_FILE);
});

test.afterAll(async () => copy?.remove());

const ask = (request: APIRequestContext, action: string, params: unknown, origin = site, withToken = true) =>
  request.post(withToken ? `${api}?token=${token}` : api, {
    data: { action, params },
    headers: { Origin: origin },
  });

const outside: [string, string, unknown][] = [
  ['getEntry of .env.local', 'getEntry', { path: '.env.local' }],
  ['getEntry through a link', 'getEntry', { path: 'content/repo/.env.local' }],
  ['entriesByFolder of the root', 'entriesByFolder', { folder: '.', extension: 'local', depth: 1 }],
  ['getMedia of folder "."', 'getMedia', { mediaFolder: '.' }],
  ['getMediaFile', 'getMediaFile', { path: '.env.local' }],
  [
    'persistMedia into scripts/',
    'persistMedia',
    { asset: { path: 'scripts/x.ts', content: base64('x'), encoding: 'base64' }, options },
  ],
  [
    'persistMedia into a git hook through a link',
    'persistMedia',
    { asset: { path: 'content/repo/.git-hook', content: base64('x'), encoding: 'base64' }, options },
  ],
  [
    'persistEntry with newPath outside',
    'persistEntry',
    { entry: { path: post, newPath: 'moved.md', raw: 'x', slug: 'x' }, assets: [], options },
  ],
  ['deleteFile outside', 'deleteFile', { path: 'package.json', options }],
  ['deleteFiles with one outside', 'deleteFiles', { paths: [post, 'README.md'], options }],
];

for (const [name, action, params] of outside)
  test(`refuses ${name} with 403, reading and writing nothing`, async ({ request }) => {
    const before = copy.read(post);
    const answer = await ask(request, action, params);
    expect(answer.status()).toBe(403);
    const text = await answer.text();
    expect(text).toContain('reads and writes only inside content/');
    expect(text).not.toContain('do-not-leak');
    expect(existsSync(path.join(copy.root, 'scripts/x.ts'))).toBe(false);
    expect(existsSync(path.join(copy.root, '.git-hook'))).toBe(false);
    expect(existsSync(path.join(copy.root, 'moved.md'))).toBe(false);
    expect(existsSync(path.join(copy.root, 'package.json'))).toBe(true);
    expect(existsSync(path.join(copy.root, 'README.md'))).toBe(true);
    expect(copy.read(post)).toBe(before);
  });

test('answers the dev server’s own origin inside content/', async ({ request }) => {
  for (const origin of [site, `http://127.0.0.1:${sitePort}`]) {
    const answer = await ask(request, 'getEntry', { path: post }, origin);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['access-control-allow-origin']).toBe(origin);
    expect((await answer.json()).data).toBe(readFileSync(path.join(copy.root, post), 'utf8'));
  }
});

test('refuses another loopback origin, and any other site', async ({ request }) => {
  for (const origin of [
    'http://localhost:5173',
    `http://127.0.0.1:${cmsPort}`,
    `https://localhost:${sitePort}`,
    'https://example.com',
    'null',
  ]) {
    const answer = await ask(request, 'getEntry', { path: post }, origin);
    expect(answer.status(), origin).toBe(403);
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
    expect(await answer.text()).toContain('answers /admin on the dev server only');
  }
  // The preflight a page on another port sends first is refused too.
  const preflight = await request.fetch(api, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status()).toBe(403);
});

test('refuses the dev server’s own origin without this run’s token', async ({ request }) => {
  const answer = await ask(request, 'getEntry', { path: post }, site, false);
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain("needs this run's token");
});

test('refuses code written inside content/, writing nothing', async ({ request }) => {
  const answer = await ask(request, 'persistEntry', {
    entry: { path: 'content/authors.ts', raw: 'export default [];' },
    assets: [],
    options,
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain('writes only entries (.md, .yaml) and images');
  expect(copy.read('content/authors.ts')).not.toBe('export default [];');
});
