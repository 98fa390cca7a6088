/**
 * The local editor server's per-run token: `npm run cms` makes a new one each start, prints
 * it and leaves it in a file only this user can read; /admin on the dev server reads it
 * there and sends it with every request. A page elsewhere (another local server, a site
 * you visit) can neither read the file nor guess the token, on top of the Origin check.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Ignored by git, outside public/ (never served); beside the lead log. */
export const CMS_TOKEN_FILE = path.join('data', 'cms-token');
/** The query parameter the editor sends it in (Decap's local backend sends only a URL and a body). */
export const CMS_TOKEN_PARAMETER = 'token';

/** A fresh token, written for /admin to read; the file is removed when the server stops. */
export function issueCmsToken(root: string): string {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(root, CMS_TOKEN_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export function withdrawCmsToken(root: string): void {
  rmSync(path.join(root, CMS_TOKEN_FILE), { force: true });
}

/** The running server's token, or undefined when `npm run cms` is not running. */
export function readCmsToken(root: string): string | undefined {
  try {
    return readFileSync(path.join(root, CMS_TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Compared in constant time, so the answer's timing says nothing of the token. */
export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The local backend's URL as /admin asks it, the token added when the server runs. */
export function localBackendUrl(port: number, token: string | undefined): string {
  const url = new URL(`http://127.0.0.1:${port}/api/v1`);
  if (token) url.searchParams.set(CMS_TOKEN_PARAMETER, token);
  return url.toString();
}
