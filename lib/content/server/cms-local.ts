/**
 * The web editor's local mode (`npm run cms`, scripts/cms-server.ts): Decap's proxy-backend
 * protocol (the actions decap-server's "fs" mode answers, https://decapcms.org/docs/working-with-a-local-git-repository/),
 * reading and writing content/ on this machine. Our own, on Decap's public protocol, so that
 * one check sees every path a request names before anything is read or written
 * (`confinementProblem`), and the server needs no package beyond express. Node only.
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs, realpathSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { formatMismatch, sniffImageFormat } from '@/lib/media/server/sniff';
import { SOURCE_EXTENSIONS } from '@/lib/media/types';

import type { FileToWrite } from './cms-gate';

/** Everything the editor may read or write: content/, the media folders included. */
export const EDITABLE_FOLDER = 'content';

const filePath = z.string().min(1);
const dataFile = z.object({ path: filePath, raw: z.string(), newPath: filePath.optional() });
const asset = z.object({ path: filePath, content: z.string(), encoding: z.literal('base64') });

/** Each action and the params it takes, as decap-server's own schema has them. */
const ACTIONS = {
  info: z.unknown(),
  entriesByFolder: z.object({ folder: filePath, extension: z.string(), depth: z.number().int() }),
  entriesByFiles: z.object({ files: z.array(z.object({ path: filePath, label: z.string().optional() })) }),
  getEntry: z.object({ path: filePath }),
  persistEntry: z.object({
    entry: dataFile.optional(),
    dataFiles: z.array(dataFile).optional(),
    assets: z.array(asset),
  }),
  getMedia: z.object({ mediaFolder: filePath }),
  getMediaFile: z.object({ path: filePath }),
  persistMedia: z.object({ asset }),
  deleteFile: z.object({ path: filePath }),
  deleteFiles: z.object({ paths: z.array(filePath).min(1) }),
  getDeployPreview: z.unknown(),
} as const;

type Action = keyof typeof ACTIONS;
type Params<A extends Action> = z.infer<(typeof ACTIONS)[A]>;

export interface CmsRequest {
  action: Action;
  params: unknown;
}

export interface CmsAnswer {
  status: number;
  body: unknown;
}

const refuse = (status: number, error: string): CmsAnswer => ({ status, body: { error } });

/** The request's action and params checked, or the 4xx that says what is wrong. */
export function parseCmsRequest(body: unknown): CmsRequest | CmsAnswer {
  const action = (body as { action?: unknown } | undefined)?.action;
  if (typeof action !== 'string' || !Object.hasOwn(ACTIONS, action))
    return refuse(422, `Unknown action ${String(action)}`);
  const params = (body as { params?: unknown }).params;
  const checked = ACTIONS[action as Action].safeParse(params);
  if (!checked.success)
    return refuse(
      422,
      `${action}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return { action: action as Action, params: checked.data };
}

/** Keys that name a file or folder, in any action's params (a list under `paths`). */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder']);

/** Every path a request names, wherever it sits in its params. */
export function pathsNamed(params: unknown): string[] {
  if (Array.isArray(params)) return params.flatMap(pathsNamed);
  if (!params || typeof params !== 'object') return [];
  return Object.entries(params).flatMap(([key, value]) => {
    if (PATH_KEYS.has(key) && typeof value === 'string') return [value];
    if (key === 'paths' && Array.isArray(value)) return value.filter((v) => typeof v === 'string');
    return pathsNamed(value);
  });
}

/**
 * Where `name` (relative to the site's root, as the editor names files) really lands, links
 * followed: the real path of its deepest existing folder, then the parts still to be made.
 */
function realTarget(root: string, name: string): string {
  let existing = path.resolve(root, name);
  const missing: string[] = [];
  while (!existsSync(existing)) {
    missing.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  return path.join(realpathSync(existing), ...missing);
}

const isWithin = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * The one check before any action: every path the request names must resolve inside
 * content/ (links followed). Returns the refusal, or undefined when all are inside.
 */
export function confinementProblem(root: string, params: unknown): CmsAnswer | undefined {
  const allowed = realpathSync(path.join(root, EDITABLE_FOLDER));
  const outside = pathsNamed(params).filter(
    (name) => name.includes('\0') || !isWithin(allowed, realTarget(root, name)),
  );
  if (outside.length === 0) return undefined;
  return refuse(
    403,
    `The local editor server reads and writes only inside ${EDITABLE_FOLDER}/: refused ${outside.map((name) => JSON.stringify(name)).join(', ')} (nothing was read or written)`,
  );
}

/** What the editor may write or delete: its entries (Markdown, YAML) and images, nothing that runs. */
export const WRITABLE_EXTENSIONS = ['.md', '.yaml', ...SOURCE_EXTENSIONS] as const;
const ENTRY_EXTENSIONS: readonly string[] = ['.md', '.yaml'];
const IMAGE_EXTENSIONS: readonly string[] = SOURCE_EXTENSIONS;

const extensionOf = (name: string) => path.extname(name).toLowerCase();

type WriteKind = 'entry' | 'image' | 'either';

/** The paths a request writes, moves or deletes, each with what it must be. */
function writtenPaths(request: CmsRequest): { name: string; kind: WriteKind }[] {
  const p = request.params as never;
  const as = (kind: WriteKind) => (name: string) => ({ name, kind });
  switch (request.action) {
    case 'persistEntry': {
      const { entry, dataFiles = entry ? [entry] : [], assets } = p as Params<'persistEntry'>;
      return [
        ...dataFiles.flatMap((file) => [file.path, ...(file.newPath ? [file.newPath] : [])]).map(as('entry')),
        ...assets.map((asset) => asset.path).map(as('image')),
      ];
    }
    case 'persistMedia':
      return [as('image')((p as Params<'persistMedia'>).asset.path)];
    case 'deleteFile':
      return [as('either')((p as Params<'deleteFile'>).path)];
    case 'deleteFiles':
      return (p as Params<'deleteFiles'>).paths.map(as('either'));
    default:
      return [];
  }
}

/** Every image a request writes, with its bytes. */
function writtenImages(request: CmsRequest): { path: string; bytes: Buffer }[] {
  const p = request.params as never;
  const assets =
    request.action === 'persistEntry'
      ? (p as Params<'persistEntry'>).assets
      : request.action === 'persistMedia'
        ? [(p as Params<'persistMedia'>).asset]
        : [];
  return assets.map((asset) => ({ path: asset.path, bytes: Buffer.from(asset.content, asset.encoding) }));
}

/**
 * The editor writes content, never code: entries only as `.md` or `.yaml`, images only with
 * an image's name. Returns the refusal, or undefined when every file the request writes or
 * deletes is one of those.
 */
export function writeProblem(request: CmsRequest): CmsAnswer | undefined {
  const allowed = (kind: WriteKind) =>
    kind === 'entry' ? ENTRY_EXTENSIONS : kind === 'image' ? IMAGE_EXTENSIONS : WRITABLE_EXTENSIONS;
  const wrong = writtenPaths(request).filter(({ name, kind }) => !allowed(kind).includes(extensionOf(name)));
  if (wrong.length > 0)
    return refuse(
      403,
      `The local editor server writes only entries (.md, .yaml) and images (${IMAGE_EXTENSIONS.join(', ')}) under ${EDITABLE_FOLDER}/: refused ${wrong.map(({ name }) => JSON.stringify(name)).join(', ')} (nothing was written)`,
    );
  return undefined;
}

/** An image must be an image by its bytes, of the format its name says: each that is not, in words. */
export function imageProblems(request: CmsRequest): string[] {
  return writtenImages(request).flatMap(({ path: name, bytes }) => {
    if (!sniffImageFormat(bytes))
      return [
        `${name} is not an image (its bytes are none of ${IMAGE_EXTENSIONS.join(', ')}): choose an image file`,
      ];
    const mismatch = formatMismatch(name, bytes);
    return mismatch ? [`${name}: ${mismatch}`] : [];
  });
}

/** The files a save writes, as the content check places them on its copy of content/. */
export function filesWritten(request: CmsRequest): FileToWrite[] {
  const entries =
    request.action === 'persistEntry'
      ? (() => {
          const { entry, dataFiles = entry ? [entry] : [] } = request.params as Params<'persistEntry'>;
          return dataFiles.map((file) => ({ path: file.path, content: file.raw }));
        })()
      : [];
  return [
    ...entries,
    ...writtenImages(request).map(({ path: name, bytes }) => ({ path: name, content: bytes })),
  ];
}

const slash = (name: string) => name.split(path.sep).join('/');
const idOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Files under `folder` ending in `extension`, `depth` levels down, relative to the root. */
async function listFiles(root: string, folder: string, extension: string, depth: number): Promise<string[]> {
  const walk = async (dir: string, levels: number): Promise<string[]> => {
    if (levels <= 0) return [];
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full, levels - 1);
        return entry.isFile() && full.endsWith(extension) ? [full] : [];
      }),
    );
    return nested.flat();
  };
  const base = path.resolve(root, folder);
  return (await walk(base, depth)).map((file) => slash(path.relative(root, file))).sort();
}

async function readEntry(root: string, file: { path: string; label?: string }) {
  try {
    const data = await fs.readFile(path.resolve(root, file.path));
    return { data: data.toString(), file: { path: slash(file.path), label: file.label, id: idOf(data) } };
  } catch {
    return { data: null, file: { path: slash(file.path), label: file.label, id: null } };
  }
}

async function readMedia(root: string, name: string) {
  const data = await fs.readFile(path.resolve(root, name));
  const encoding = 'base64';
  return {
    id: idOf(data),
    content: data.toString(encoding),
    encoding,
    path: slash(name),
    name: path.basename(name),
  };
}

async function write(root: string, name: string, data: string | Buffer) {
  const target = path.resolve(root, name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, data);
}

const remove = (root: string, name: string) => fs.rm(path.resolve(root, name), { force: true });

/** Answers one checked request (after `confinementProblem`), as decap-server's "fs" mode does. */
export async function answerCmsRequest(root: string, request: CmsRequest): Promise<CmsAnswer> {
  const ok = (body: unknown): CmsAnswer => ({ status: 200, body });
  const p = request.params as never;
  try {
    switch (request.action) {
      case 'info':
        return ok({ repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' });
      case 'entriesByFolder': {
        const { folder, extension, depth } = p as Params<'entriesByFolder'>;
        const files = await listFiles(root, folder, extension, depth);
        return ok(await Promise.all(files.map((file) => readEntry(root, { path: file }))));
      }
      case 'entriesByFiles':
        return ok(
          await Promise.all((p as Params<'entriesByFiles'>).files.map((file) => readEntry(root, file))),
        );
      case 'getEntry':
        return ok(await readEntry(root, p as Params<'getEntry'>));
      case 'persistEntry': {
        const { entry, dataFiles = entry ? [entry] : [], assets } = p as Params<'persistEntry'>;
        await Promise.all(dataFiles.map((file) => write(root, file.path, file.raw)));
        await Promise.all(assets.map((a) => write(root, a.path, Buffer.from(a.content, a.encoding))));
        // A renamed entry (its slug edited): the file moves to its new name.
        for (const file of dataFiles) {
          if (!file.newPath) continue;
          await fs.mkdir(path.dirname(path.resolve(root, file.newPath)), { recursive: true });
          await fs.rename(path.resolve(root, file.path), path.resolve(root, file.newPath));
        }
        return ok({ message: 'entry persisted' });
      }
      case 'getMedia': {
        const files = await listFiles(root, (p as Params<'getMedia'>).mediaFolder, '', 1);
        return ok(await Promise.all(files.map((file) => readMedia(root, file))));
      }
      case 'getMediaFile':
        return ok(await readMedia(root, (p as Params<'getMediaFile'>).path));
      case 'persistMedia': {
        const { asset: file } = p as Params<'persistMedia'>;
        await write(root, file.path, Buffer.from(file.content, file.encoding));
        return ok(await readMedia(root, file.path));
      }
      case 'deleteFile':
        await remove(root, (p as Params<'deleteFile'>).path);
        return ok({ message: `deleted file ${(p as Params<'deleteFile'>).path}` });
      case 'deleteFiles': {
        const { paths } = p as Params<'deleteFiles'>;
        await Promise.all(paths.map((name) => remove(root, name)));
        return ok({ message: `deleted files ${paths.join(', ')}` });
      }
      case 'getDeployPreview':
        return ok(null);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return refuse(404, 'No such file in content/');
    throw error;
  }
}
