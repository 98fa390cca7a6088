/**
 * The reliability corpus: hostile and odd HTTP requests, each with the exact answer it must
 * get. A hostile request always gets a 4xx with a readable reason, never a 5xx. The unit
 * suite sends every case over real HTTP (tests/unit/reliability-corpus.test.ts); add a case
 * here for every fixed hole.
 */
import { contactPayload } from '@/lib/contact/submit';
import { FOOTER_PAGE, MIN_FILL_TIME_MS } from '@/lib/contact/validation';
import { MAX_FIELD_NAME_LENGTH, MAX_FORM_FIELDS } from '@/lib/http/server/body';
import { MAX_ENVELOPE_BYTES } from '@/lib/sentry/server/tunnel';

/** The read deadline the corpus server uses, short so the slow-body case runs quickly. */
export const CORPUS_BODY_DEADLINE_MS = 300;
/** The Sentry DSN the corpus tunnel is configured with. */
export const CORPUS_SENTRY_DSN = 'https://public@o42.ingest.de.sentry.io/4501';

const FORM = 'application/x-www-form-urlencoded';

/** A valid lead's body, with any field changed. */
export function leadBody(changes: Record<string, string> = {}): string {
  const body = contactPayload(
    { name: 'Ada', email: 'ada@example.com', message: 'Hello', honeypot: '' },
    '',
    MIN_FILL_TIME_MS + 1,
  );
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  return body.toString();
}

export interface CorpusCase {
  /** What the request tries. */
  name: string;
  endpoint: 'contact' | 'tunnel';
  method?: string;
  /** Tunnel cases only: the path asked for; default the tunnel's own. */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send only this many bytes of the body, then hold the connection open. */
  stallAfterBytes?: number;
  status: number;
  /** The answer's readable reason: the JSON error, or the plain-text body. */
  reason?: string;
  /** Text the answer must contain (an HTML answer). */
  contains?: string[];
  /** Text the answer must not contain. */
  lacks?: string[];
  /** The field errors a 422 names. */
  fields?: Record<string, string>;
}

const urlRule = `url must be "${FOOTER_PAGE}" or a path on this site starting with a single "/".`;
const control = (field: string, code: string) =>
  `${field} must be one line of plain text (it holds the control character ${code}).`;
const fieldsNeedAttention = 'Some fields need attention.';

export const corpus: CorpusCase[] = [
  // 1. Open redirect from the no-JS answer page.
  ...[
    ['https://evil.example//evil.example/login', '//evil.example/login'],
    ['foo://x/\\evil.example/login', '/\\evil.example/login'],
    ['x:javascript:alert(5)', 'javascript:'],
  ].map(([referer, hostile]): CorpusCase => ({
    name: `1. no-JS answer page links home for Referer ${referer}`,
    endpoint: 'contact',
    headers: { 'Content-Type': FORM, Accept: 'text/html', Referer: referer! },
    body: leadBody(),
    status: 200,
    contains: ['<a href="/">Back to the site</a>'],
    lacks: [`href="${hostile}`],
  })),
  // 2. Control characters refused on receipt.
  {
    name: '2. a name forging a lead line and retitling the terminal',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ name: 'Eve\r\n#999 sent\u001b]0;title\u0007' }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { name: control('name', 'U+000D') },
  },
  {
    name: '2. an escape sequence in utm',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ utm: 'utm_source=\u001b[2K' }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { utm: control('utm', 'U+001B') },
  },
  // 4. The email subject.
  {
    name: '4. url writing the subject and a Bcc',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ url: 'Footer\r\nBcc: x@evil.example URGENT: wire transfer' }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { url: control('url', 'U+000D') },
  },
  {
    name: '4. url as free text',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ url: 'URGENT: wire transfer' }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { url: urlRule },
  },
  {
    name: '4. U+2028 and U+0085 in the name',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ name: 'Eve\u2028Bcc\u0085x' }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { name: control('name', 'U+2028') },
  },
  // 6. Slow and odd bodies.
  {
    name: '6. a body that promises 60 bytes and sends 19',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM, 'Content-Length': '60' },
    body: 'name=Ada&email=a%40b',
    stallAfterBytes: 19,
    status: 408,
    reason: `The form data did not arrive within ${CORPUS_BODY_DEADLINE_MS / 1000} seconds.`,
  },
  ...['gzip', 'bogus', 'gzip, gzip', 'br'].map((encoding): CorpusCase => ({
    name: `6. Content-Encoding: ${encoding} on a plain body`,
    endpoint: 'contact',
    headers: { 'Content-Type': FORM, 'Content-Encoding': encoding },
    body: leadBody(),
    status: 415,
    reason: 'Send the form without a Content-Encoding: only identity is accepted.',
  })),
  {
    name: '6. 10,000 extra fields',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: `${leadBody()}&${Array.from({ length: 10_000 }, (_, i) => `f${i}=`).join('&')}`,
    status: 413,
    reason: `The form may hold at most ${MAX_FORM_FIELDS} fields.`,
  },
  {
    name: '6. a field name of 100,000 characters',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: `${leadBody()}&${'n'.repeat(100_000)}=1`,
    status: 400,
    reason: `Field names must be at most ${MAX_FIELD_NAME_LENGTH} characters.`,
  },
  // 7. Cross-site posts.
  ...['https://evil.example', 'null', 'http://127.0.0.1.evil.example'].map((origin): CorpusCase => ({
    name: `7. a post from Origin ${origin}`,
    endpoint: 'contact',
    headers: { 'Content-Type': FORM, Origin: origin },
    body: leadBody(),
    status: 403,
    reason: 'Posts to this form are accepted only from this site’s own pages.',
  })),
  {
    name: "7. a post from the site's configured origin",
    endpoint: 'contact',
    headers: { 'Content-Type': FORM, Origin: 'https://www.byercompany.com' },
    body: leadBody(),
    status: 200,
  },
  // 5. The tunnel.
  {
    name: '5. a tunnel post with no DSN configured',
    endpoint: 'tunnel',
    headers: { 'X-Corpus-No-Dsn': '1' },
    body: 'x'.repeat(1024),
    status: 404,
    reason: 'Error reporting is not configured on this site.',
  },
  {
    name: '5. a tunnel body over the cap, declared',
    endpoint: 'tunnel',
    headers: { 'Content-Length': String(MAX_ENVELOPE_BYTES + 1) },
    body: 'x',
    status: 413,
    reason: `Envelopes larger than ${MAX_ENVELOPE_BYTES} bytes are refused.`,
  },
  // The tunnel reads nothing it need not, and never longer than the form.
  {
    name: '28.2 a tunnel body that stalls is answered 408 at the read deadline',
    endpoint: 'tunnel',
    headers: { 'Content-Length': '60' },
    body: `{"dsn":"${CORPUS_SENTRY_DSN}"}\n{"type":"event"}\n{}`.padEnd(60, ' '),
    stallAfterBytes: 19,
    status: 408,
    reason: `The envelope did not arrive within ${CORPUS_BODY_DEADLINE_MS / 1000} seconds.`,
  },
  {
    name: '28.2 a foreign envelope header is refused before the rest of the body arrives',
    endpoint: 'tunnel',
    headers: { 'Content-Length': '4000' },
    body: `{"dsn":"https://k@o1.ingest.sentry.io/1"}\n${'x'.repeat(3950)}`,
    stallAfterBytes: 50,
    status: 403,
    reason: "The envelope is for another Sentry project than this site's.",
  },
  ...['TRACE', 'GET', 'PUT', 'DELETE', 'OPTIONS'].map((method): CorpusCase => ({
    name: `28.2 ${method} on the tunnel is 405, not a stack trace`,
    endpoint: 'tunnel',
    method,
    status: 405,
    reason: 'The tunnel accepts Sentry envelopes sent with POST.',
  })),
  {
    name: '28.2 a gzipped envelope is refused unread',
    endpoint: 'tunnel',
    headers: { 'Content-Encoding': 'gzip' },
    body: 'x',
    status: 415,
    reason: 'Send the envelope without a Content-Encoding: only identity is accepted.',
  },
  {
    name: '28.2 a Next data request for the tunnel page is not the tunnel',
    endpoint: 'tunnel',
    headers: { 'X-Nextjs-Data': '1' },
    body: `{"dsn":"${CORPUS_SENTRY_DSN}"}\n{}`,
    status: 404,
  },
  // Campaign strings never cost a lead; format characters are refused.
  {
    name: '28.4 an over-long utm is cut, and the lead kept',
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ utm: `utm_content=${encodeURIComponent('€'.repeat(230))}` }),
    status: 200,
  },
  ...[
    ['name', '\u202e', 'U+202E'],
    ['name', 'a\u200bb', 'U+200B'],
    ['email', 'a\u2066@example.com', 'U+2066'],
  ].map(([field, value, code]): CorpusCase => ({
    name: `28.5 a format character (${code}) in ${field} is refused`,
    endpoint: 'contact',
    headers: { 'Content-Type': FORM },
    body: leadBody({ [field!]: `Ada${value}` }),
    status: 422,
    reason: fieldsNeedAttention,
    fields: { [field!]: control(field!, code!) },
  })),
  ...['/monitoring.json', '/%6donitoring', '/monitoring%2F', '/_next/data/x/monitoring.json'].map(
    (path): CorpusCase => ({
      name: `5. ${path} is not the tunnel`,
      endpoint: 'tunnel',
      path,
      body: `{"dsn":"${CORPUS_SENTRY_DSN}"}\n{}`,
      status: 404,
    }),
  ),
];
