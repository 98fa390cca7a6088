/**
 * Reading a request body: capped in size and time, never buffered past the cap; a form post
 * parsed by the platform's own form parser. Used by every endpoint that takes a body.
 */
import type { IncomingMessage } from 'node:http';

/** A body still arriving after this long is not a person's form post: 408. */
export const BODY_READ_DEADLINE_MS = 5_000;
/** Our forms send about ten fields with short names; anything far beyond is not a form of ours. */
export const MAX_FORM_FIELDS = 32;
export const MAX_FIELD_NAME_LENGTH = 64;
/** A first line checked on arrival (readCappedBody) is judged once this much has come without a newline. */
export const MAX_FIRST_LINE_BYTES = 64 * 1024;

export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes.`);
  }
}

export class BodyTimeoutError extends Error {
  constructor(deadlineMs: number) {
    super(`Request body not received within ${deadlineMs} ms.`);
  }
}

/** Only an unencoded body is read: gzip and the like are refused, not guessed at. */
export function isIdentityEncoding(contentEncoding: string | undefined): boolean {
  const value = (contentEncoding ?? '').trim().toLowerCase();
  return value === '' || value === 'identity';
}

/** Why a parsed form is not one of ours, or undefined: too many fields, or too long a name. */
export function formShapeProblem(fields: FormData): { status: 400 | 413; reason: string } | undefined {
  let count = 0;
  for (const name of fields.keys()) {
    count += 1;
    if (count > MAX_FORM_FIELDS)
      return { status: 413, reason: `The form may hold at most ${MAX_FORM_FIELDS} fields.` };
    if (name.length > MAX_FIELD_NAME_LENGTH)
      return { status: 400, reason: `Field names must be at most ${MAX_FIELD_NAME_LENGTH} characters.` };
  }
  return undefined;
}

/** The media type without parameters, lower-cased: `multipart/form-data; boundary=x` → `multipart/form-data`. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isFormContentType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return FORM_CONTENT_TYPES.some((accepted) => accepted === type);
}

async function* asAsync<T>(items: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  yield* items;
}

/**
 * Collects the body, stopping as soon as it passes the cap rather than buffering it all,
 * and giving up once the deadline passes (a client that promised more than it sends).
 * `checkFirstLine`, when given, sees the first line (up to its newline, or all the body that
 * came) as soon as it has arrived, and may throw to stop reading there.
 */
export async function readCappedBody(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  limit: number,
  deadlineMs = BODY_READ_DEADLINE_MS,
  checkFirstLine?: (line: Buffer) => void,
): Promise<Buffer> {
  const iterator = asAsync(chunks);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeoutError(deadlineMs)), deadlineMs);
  });
  const parts: Buffer[] = [];
  let size = 0;
  let lineChecked = !checkFirstLine;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), timeout]);
      if (next.done) break;
      const chunk = Buffer.from(next.value);
      const newline = lineChecked ? -1 : chunk.indexOf(0x0a);
      if (newline !== -1) {
        lineChecked = true;
        checkFirstLine!(Buffer.concat([...parts, chunk.subarray(0, newline)]));
      } else if (!lineChecked && size + chunk.byteLength > MAX_FIRST_LINE_BYTES) {
        // No line ends this soon: what came is judged as it is, rather than reading on.
        lineChecked = true;
        checkFirstLine!(Buffer.concat([...parts, chunk]));
      }
      size += chunk.byteLength;
      if (size > limit) throw new BodyTooLargeError(limit);
      parts.push(chunk);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = Buffer.concat(parts, size);
  if (!lineChecked) checkFirstLine!(body);
  return body;
}

/** Parses a form body of either accepted type; throws on a malformed body. */
export async function parseFormBody(body: Buffer, contentType: string): Promise<FormData> {
  return new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
}

/** A request header as one string: Node keeps a repeated header as a list. */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
