import { request as httpRequest } from 'node:http';

import { baseURL } from '../../../playwright.config';

export interface RawAnswer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One raw HTTP exchange, so a test can send a method or a body no client library would.
 * `stall` writes the body and never ends the request, as a client that stops sending.
 */
export function rawRequest(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body = '',
  { stall = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(pathname, baseURL), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString(), headers: res.headers }),
      );
    });
    req.on('error', reject);
    if (stall) req.write(body);
    else req.end(body);
  });
}
