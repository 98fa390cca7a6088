/**
 * The web editor's local server (`npm run cms`) writes content only: entries as .md or
 * .yaml and images that are images by their bytes, each through the content check, and only
 * for a request carrying this run's token, on top of the dev site's Origin.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CMS_TOKEN_FILE,
  issueCmsToken,
  localBackendUrl,
  readCmsToken,
  withdrawCmsToken,
} from '@/lib/content/server/cms-token';
import { cmsServerApp } from '@/scripts/cms-server';

import { writeSiteYaml } from '../fixtures/site-content';

const SITE_PORT = 3999;
const origin = `http://localhost:${SITE_PORT}`;
let root: string;
let server: Server;
let api: string;
let token: string;
let png: string;

const base64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'cms-server-'));
  for (const folder of ['posts', 'case-studies', 'portfolio'])
    mkdirSync(path.join(root, 'content', folder), { recursive: true });
  writeSiteYaml(root);
  token = issueCmsToken(root);
  png = base64(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  server = cmsServerApp({ root, sitePort: SITE_PORT, token }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const ask = (action: string, params: unknown, url = localBackendUrl(0, token).replace(/^.*\?/, `${api}?`)) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ action, params }),
  });
const asset = (file: string, content: string) => ({ path: file, content, encoding: 'base64' });
const options = { commitMessage: 'x' };

describe('the per-run token', () => {
  it('is written for /admin to read, for this user alone, and named in the backend URL', () => {
    expect(readCmsToken(root)).toBe(token);
    expect(statSync(path.join(root, CMS_TOKEN_FILE)).mode & 0o077).toBe(0);
    expect(new URL(localBackendUrl(8081, token)).searchParams.get('token')).toBe(token);
    expect(localBackendUrl(8081, undefined)).toBe('http://127.0.0.1:8081/api/v1');
  });

  it('is asked of every request, even from the dev site’s own origin', async () => {
    for (const url of [api, `${api}?token=`, `${api}?token=${token.slice(1)}x`]) {
      const answer = await ask('info', {}, url);
      expect(answer.status, url).toBe(403);
      expect((await answer.json()).error).toContain("needs this run's token");
    }
    expect((await ask('info', {})).status).toBe(200);
  });

  it('is withdrawn when the server stops', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'cms-token-'));
    issueCmsToken(other);
    withdrawCmsToken(other);
    expect(readCmsToken(other)).toBeUndefined();
    rmSync(other, { recursive: true, force: true });
  });
});

describe('the local editor server writes content only', () => {
  it.each([
    [
      'an entry as TypeScript',
      'persistEntry',
      { entry: { path: 'content/authors.ts', raw: 'export default [];' }, assets: [], options },
    ],
    [
      'an entry renamed to a script',
      'persistEntry',
      { entry: { path: 'content/posts/a.md', newPath: 'content/posts/a.js', raw: 'x' }, assets: [], options },
    ],
    [
      'media named as code',
      'persistMedia',
      { asset: asset('content/media/run.ts', base64('export {}')), options },
    ],
    [
      'an asset named as code',
      'persistEntry',
      {
        entry: { path: 'content/posts/b.md', raw: 'x' },
        assets: [asset('content/media/b.mjs', base64('export {}'))],
        options,
      },
    ],
    ['the deletion of a module', 'deleteFile', { path: 'content/authors.ts', options }],
  ])('refuses %s with 403, writing nothing', async (_, action, params) => {
    const answer = await ask(action, params);
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toContain('writes only entries (.md, .yaml) and images');
    for (const file of [
      'content/authors.ts',
      'content/posts/a.js',
      'content/media/run.ts',
      'content/media/b.mjs',
    ])
      expect(existsSync(path.join(root, file)), file).toBe(false);
  });

  it('refuses an image that is not one by its bytes, or is another format than its name says (422)', async () => {
    const notAnImage = await ask('persistMedia', {
      asset: asset('content/media/x.png', base64('export default {}')),
      options,
    });
    expect(notAnImage.status).toBe(422);
    expect((await notAnImage.json()).problems).toEqual([
      expect.stringContaining('content/media/x.png is not an image'),
    ]);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>';
    const disguised = await ask('persistMedia', {
      asset: asset('content/media/acme.png', base64(svg)),
      options,
    });
    expect(disguised.status).toBe(422);
    expect((await disguised.json()).problems).toEqual([expect.stringContaining('rename it acme.svg')]);
    expect(existsSync(path.join(root, 'content/media/x.png'))).toBe(false);
    expect(existsSync(path.join(root, 'content/media/acme.png'))).toBe(false);
  });

  it('saves a real image through the content check', async () => {
    const answer = await ask('persistMedia', { asset: asset('content/media/posts/chart.png', png), options });
    expect(answer.status).toBe(200);
    expect(readFileSync(path.join(root, 'content/media/posts/chart.png')).toString('base64')).toBe(png);
  });
});
