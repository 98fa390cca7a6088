import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  answerCmsRequest,
  type CmsRequest,
  confinementProblem,
  parseCmsRequest,
  pathsNamed,
} from '@/lib/content/server/cms-local';

/** A small site: content/ with one post and one image, a secret beside it, a link out. */
const root = mkdtempSync(path.join(os.tmpdir(), 'cms-local-'));
mkdirSync(path.join(root, 'content', 'posts'), { recursive: true });
mkdirSync(path.join(root, 'content', 'media', 'posts', 'a'), { recursive: true });
writeFileSync(path.join(root, 'content', 'posts', 'a.md'), '---\ntitle: A\n---\n\nBody.\n');
writeFileSync(path.join(root, 'content', 'media', 'posts', 'a', 'x.png'), 'png');
writeFileSync(path.join(root, '.env.local'), 'SECRET=1\n');
symlinkSync(root, path.join(root, 'content', 'out'));
symlinkSync(path.join(root, '.env.local'), path.join(root, 'content', 'posts', 'env.md'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (action: string, params: unknown) => parseCmsRequest({ action, params }) as CmsRequest;
const options = { commitMessage: 'x' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe("the local editor server's one check: every path inside content/", () => {
  it('finds every path a request names', () => {
    expect(
      pathsNamed({
        dataFiles: [{ path: 'a', newPath: 'b', raw: '' }],
        assets: [{ path: 'c' }],
        paths: ['d', 'e'],
        mediaFolder: 'f',
        folder: 'g',
      }).sort(),
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it.each([
    ['getEntry of a file beside content/', 'getEntry', { path: '.env.local' }],
    ['getEntry climbing out', 'getEntry', { path: 'content/../.env.local' }],
    ['getEntry by an absolute path', 'getEntry', { path: path.join(root, '.env.local') }],
    ['getEntry through a linked folder', 'getEntry', { path: 'content/out/.env.local' }],
    ['getEntry of a linked file', 'getEntry', { path: 'content/posts/env.md' }],
    ['entriesByFolder of the root', 'entriesByFolder', { folder: '.', extension: 'md', depth: 2 }],
    ['entriesByFiles', 'entriesByFiles', { files: [{ path: 'package.json' }] }],
    ['getMedia of the root', 'getMedia', { mediaFolder: '.' }],
    ['getMediaFile', 'getMediaFile', { path: '.env.local' }],
    [
      'persistMedia into scripts/',
      'persistMedia',
      { asset: { path: 'scripts/x.ts', content: base64('x'), encoding: 'base64' }, options },
    ],
    [
      'persistMedia through a link',
      'persistMedia',
      { asset: { path: 'content/out/hook.sh', content: base64('x'), encoding: 'base64' }, options },
    ],
    [
      'persistEntry moving a file out',
      'persistEntry',
      {
        entry: { path: 'content/posts/a.md', newPath: 'moved.md', raw: 'x', slug: 'a' },
        assets: [],
        options,
      },
    ],
    [
      'persistEntry with an asset outside',
      'persistEntry',
      {
        entry: { path: 'content/posts/b.md', raw: 'x', slug: 'b' },
        assets: [{ path: 'next.config.ts', content: base64('x'), encoding: 'base64' }],
        options,
      },
    ],
    ['deleteFile', 'deleteFile', { path: '.env.local', options }],
    ['deleteFiles with one outside', 'deleteFiles', { paths: ['content/posts/a.md', '.env.local'], options }],
  ])('refuses %s (403, naming the path)', (_, action, params) => {
    const parsed = request(action, params);
    const problem = confinementProblem(root, parsed.params);
    expect(problem?.status).toBe(403);
    expect((problem?.body as { error: string }).error).toMatch(
      /reads and writes only inside content\/: refused "/,
    );
  });

  it('lets paths inside content/ through, new folders included', () => {
    for (const params of [
      { path: 'content/posts/a.md' },
      { mediaFolder: 'content/media/posts/new-post' },
      { folder: 'content' },
    ])
      expect(confinementProblem(root, params)).toBeUndefined();
  });

  it('refuses an unknown action or malformed params in words (422)', () => {
    expect(parseCmsRequest({ action: 'runShell', params: {} })).toEqual({
      status: 422,
      body: { error: 'Unknown action runShell' },
    });
    expect(parseCmsRequest({ action: 'getEntry', params: { path: 3 } })).toMatchObject({ status: 422 });
  });
});

describe("the local editor server answers Decap's local-backend actions", () => {
  it('reads entries and media, writes, renames and deletes inside content/', async () => {
    const list = await answerCmsRequest(
      root,
      request('entriesByFolder', { folder: 'content/posts', extension: 'md', depth: 1 }),
    );
    // A linked file is not listed (nor read: the check refuses it, above).
    expect(list.body).toEqual([
      expect.objectContaining({
        data: expect.stringContaining('title: A'),
        file: expect.objectContaining({ path: 'content/posts/a.md' }),
      }),
    ]);
    const media = await answerCmsRequest(root, request('getMedia', { mediaFolder: 'content/media/posts/a' }));
    expect(media.body).toEqual([expect.objectContaining({ name: 'x.png', content: base64('png') })]);

    const saved = await answerCmsRequest(
      root,
      request('persistEntry', {
        entry: { path: 'content/posts/a.md', newPath: 'content/posts/c.md', raw: 'new', slug: 'c' },
        assets: [{ path: 'content/media/posts/c/y.png', content: base64('y'), encoding: 'base64' }],
        options,
      }),
    );
    expect(saved.status).toBe(200);
    expect(existsSync(path.join(root, 'content/posts/a.md'))).toBe(false);
    expect(readFileSync(path.join(root, 'content/posts/c.md'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(root, 'content/media/posts/c/y.png'), 'utf8')).toBe('y');

    await answerCmsRequest(root, request('deleteFile', { path: 'content/posts/c.md', options }));
    expect(existsSync(path.join(root, 'content/posts/c.md'))).toBe(false);
    expect(await answerCmsRequest(root, request('getMediaFile', { path: 'content/none.png' }))).toMatchObject(
      {
        status: 404,
      },
    );
  });
});
