/** Reading a form post: a capped raw body, parsed by the platform's own form parser. */

/**
 * The largest body accepted. A maximal valid message (10,000 characters, each up to 9 bytes
 * once UTF-8 and percent-encoded) plus the other fields stays below it.
 */
export const MAX_BODY_BYTES = 128 * 1024;

export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes.`);
  }
}

/** The media type without parameters, lower-cased: `multipart/form-data; boundary=x` → `multipart/form-data`. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isFormContentType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return FORM_CONTENT_TYPES.some((accepted) => accepted === type);
}

/** Collects the body, stopping as soon as it passes the cap rather than buffering it all. */
export async function readCappedBody(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  limit = MAX_BODY_BYTES,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLargeError();
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts, size);
}

/** Parses a form body of either accepted type; throws on a malformed body. */
export async function parseFormBody(body: Buffer, contentType: string): Promise<FormData> {
  return new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
}
