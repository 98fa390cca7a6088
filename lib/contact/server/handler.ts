/**
 * POST /api/sendgrid, as plain data in and out: the API route only adapts Node's request and
 * response to this. Every bad request gets a 4xx with a readable reason; the only 5xx is a
 * lead that could not be recorded.
 */
import {
  EBOOK_FORM_NAME,
  type FieldErrors,
  type FormName,
  formNameError,
  knownFormName,
  looksLikeBot,
  validateContact,
} from '../validation';
import {
  BODY_READ_DEADLINE_MS,
  BodyTimeoutError,
  BodyTooLargeError,
  formShapeProblem,
  isFormContentType,
  isIdentityEncoding,
  MAX_BODY_BYTES,
  parseFormBody,
  readCappedBody,
} from './body';
import type { LeadLog } from './leads';
import { describeSendError, type LeadSender } from './mailer';
import type { RateLimiter } from './rate-limit';

export interface ContactRequest {
  method: string | undefined;
  contentType: string | undefined;
  contentLength?: string;
  contentEncoding?: string;
  /** The Origin header a browser adds to a cross-origin or form post; absent from most tools. */
  origin?: string;
  /** The Host header: the name the client used to reach this server. */
  host?: string;
  clientAddress: string;
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface ContactAnswer {
  status: number;
  headers: Record<string, string>;
  /** `emailed`: for forms that mail the visitor (the ebook), whether that mail went out. */
  body: { ok: true; emailed?: boolean } | { error: string; fields?: FieldErrors };
  /** The accepted form, so an answer page can offer what that form promised. */
  formName?: FormName;
}

export interface ContactServices {
  leads: LeadLog;
  limiter: RateLimiter;
  /** Absent when mail is off: leads are only logged. */
  send?: LeadSender;
  log?: Pick<Console, 'error' | 'warn'>;
  /** The site's configured public URL (NEXT_PUBLIC_SITE_URL): its origin is ours too. */
  siteUrl?: string;
  /** How long a body may take to arrive; BODY_READ_DEADLINE_MS unless a test says otherwise. */
  bodyDeadlineMs?: number;
}

/**
 * A post from our own pages: no Origin (tools, old browsers), or an Origin that is the
 * configured site URL's, or one naming the host this request was sent to (any scheme: a
 * TLS proxy in front makes the server see http). Anything else is another site's form.
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, siteUrl?: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed or privacy-redirected page) is no origin of ours
  }
  if (siteUrl && URL.canParse(siteUrl) && new URL(siteUrl).origin === url.origin) return true;
  return Boolean(host) && url.host === host!.trim().toLowerCase() && /^https?:$/.test(url.protocol);
}

/** Answers are about one submission: nothing to cache anywhere. */
const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(
  status: number,
  body: ContactAnswer['body'],
  headers: Record<string, string> = {},
): ContactAnswer {
  return { status, body, headers: { ...NO_STORE, ...headers } };
}

function accepted(formName: FormName | undefined, emailed: boolean): ContactAnswer {
  const body = formName === EBOOK_FORM_NAME ? { ok: true as const, emailed } : { ok: true as const };
  return { ...answer(200, body), formName };
}

function tooLarge(): ContactAnswer {
  // Close the connection: the rest of the oversized body is left unread.
  return answer(
    413,
    { error: `The form data must be at most ${MAX_BODY_BYTES} bytes.` },
    { Connection: 'close' },
  );
}

export async function handleContact(
  request: ContactRequest,
  services: ContactServices,
): Promise<ContactAnswer> {
  const log = services.log ?? console;
  if (request.method !== 'POST') {
    return answer(405, { error: 'Only POST is allowed here.' }, { Allow: 'POST' });
  }
  if (!isOwnOrigin(request.origin, request.host, services.siteUrl)) {
    return answer(403, { error: 'Posts to this form are accepted only from this site’s own pages.' });
  }
  const rate = services.limiter.take(request.clientAddress);
  if (!rate.allowed) {
    return answer(
      429,
      { error: `Too many messages. Try again in ${rate.retryAfterSeconds} seconds.` },
      { 'Retry-After': String(rate.retryAfterSeconds) },
    );
  }
  if (!isFormContentType(request.contentType)) {
    return answer(415, {
      error: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
    });
  }
  if (!isIdentityEncoding(request.contentEncoding)) {
    return answer(415, { error: 'Send the form without a Content-Encoding: only identity is accepted.' });
  }
  if (Number(request.contentLength) > MAX_BODY_BYTES) return tooLarge();

  let fields: FormData;
  const deadlineMs = services.bodyDeadlineMs ?? BODY_READ_DEADLINE_MS;
  try {
    fields = await parseFormBody(
      await readCappedBody(request.body, MAX_BODY_BYTES, deadlineMs),
      request.contentType!,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof BodyTimeoutError) {
      return answer(
        408,
        { error: `The form data did not arrive within ${deadlineMs / 1000} seconds.` },
        { Connection: 'close' },
      );
    }
    return answer(400, { error: 'The form data could not be read.' });
  }
  const shape = formShapeProblem(fields);
  if (shape) return answer(shape.status, { error: shape.reason });

  // Only our own forms post here: anything else is a wrong request, not a visitor's typo.
  const unknownForm = formNameError(fields);
  if (unknownForm) return answer(400, { error: unknownForm });

  // Tell a bot it worked, so it has no reason to try again differently.
  if (looksLikeBot(fields)) return accepted(knownFormName(fields), false);

  const result = validateContact(fields);
  if (!result.ok) return answer(422, { error: 'Some fields need attention.', fields: result.errors });

  let id: number;
  try {
    id = await services.leads.record(result.value);
  } catch (error) {
    log.error(`[contact] could not record a lead: ${error instanceof Error ? error.message : String(error)}`);
    return answer(500, { error: 'Your message could not be saved. Please try again later.' });
  }

  const emailed = services.send
    ? await sendRecorded(id, result.value, services.send, services.leads, log)
    : false;
  return accepted(knownFormName(fields), emailed);
}

/** The lead is safe in the log already: a failed send only leaves it marked unsent. */
export async function sendRecorded(
  id: number,
  message: Parameters<LeadSender>[0],
  send: LeadSender,
  leads: LeadLog,
  log: Pick<Console, 'error'>,
): Promise<boolean> {
  try {
    await send(message);
  } catch (error) {
    const reason = describeSendError(error);
    log.error(`[contact] lead ${id} not sent: ${reason}`);
    await leads.markFailed(id, reason).catch((markError: unknown) => {
      log.error(`[contact] lead ${id} send failure not logged: ${String(markError)}`);
    });
    return false;
  }
  await leads.markSent(id).catch((markError: unknown) => {
    log.error(`[contact] lead ${id} sent but not marked sent: ${String(markError)}`);
  });
  return true;
}
