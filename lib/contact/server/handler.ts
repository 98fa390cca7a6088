/**
 * POST /api/sendgrid, as plain data in and out: the API route only adapts Node's request and
 * response to this. Every bad request gets a 4xx with a readable reason; the only 5xx is a
 * lead that could not be recorded.
 */
import {
  BODY_READ_DEADLINE_MS,
  BodyTimeoutError,
  BodyTooLargeError,
  formShapeProblem,
  isFormContentType,
  isIdentityEncoding,
  parseFormBody,
  readCappedBody,
} from '@/lib/http/server/body';
import type { RateLimiter } from '@/lib/http/server/rate-limit';
import type { CapNotice } from '@/lib/http/server/shared';
import { escapeForLog } from '@/lib/text/log-escape';

import { EBOOK_FORM_NAME, type FieldErrors, type FormName, readSubmission } from '../validation';
import type { LeadLog } from './leads';
import { type ContactCaps, OVER_MAIL_CAP } from './limits';
import { describeSendError, type LeadSender, type SendOptions } from './mailer';
import type { LeadSpool } from './spool';

/**
 * The largest body accepted. A maximal valid message (5,000 characters, each up to 9 bytes
 * once UTF-8 and percent-encoded) plus the other fields stays below it.
 */
export const MAX_BODY_BYTES = 128 * 1024;

export interface ContactRequest {
  method: string | undefined;
  contentType: string | undefined;
  contentLength?: string;
  contentEncoding?: string;
  /** The Origin header a browser adds to a cross-origin or form post; absent from most tools. */
  origin?: string;
  /** The Host header: the name the client used to reach this server. */
  host?: string;
  /** The Accept header: whether the answer is a page (a post without JavaScript) or JSON. */
  accept?: string;
  /** The Referer header: the page a no-JavaScript answer links back to. */
  referer?: string;
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
  /**
   * The leads stored per network, the daily mail caps and the visitor-mail cooldown;
   * absent, nothing is capped (unit tests).
   */
  caps?: ContactCaps;
  /** Tells the agency once a day that a cap was reached. */
  capReached?: CapNotice;
  /** Where a lead goes when the database cannot take it; absent, that lead is a 500. */
  spool?: LeadSpool;
  /** Absent when mail is off: leads are only logged. */
  send?: LeadSender;
  log?: Pick<Console, 'error' | 'warn'>;
  /** The site's configured public URL (NEXT_PUBLIC_SITE_URL): the origin our pages post from. */
  siteUrl?: string;
  /** The development server: any loopback origin is ours too. */
  development?: boolean;
  /** How long a body may take to arrive; BODY_READ_DEADLINE_MS unless a test says otherwise. */
  bodyDeadlineMs?: number;
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * A post from our own pages: no Origin (tools, old browsers), or the origin of the
 * configured site URL (NEXT_PUBLIC_SITE_URL). A loopback origin (http://localhost:3000) is
 * ours in development, and when the server itself was reached on a loopback name (a
 * production build tried locally): no page on the web has such an origin. The Host
 * header never adds an origin of its own: a DNS-rebound name (evil.example pointing at this
 * server) would otherwise make another site's page "ours".
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  siteUrl?: string,
  development = false,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed or privacy-redirected page) is no origin of ours
  }
  if (siteUrl && URL.canParse(siteUrl) && new URL(siteUrl).origin === url.origin) return true;
  const loopbackOrigin = url.protocol === 'http:' && LOOPBACK_HOST.test(url.host);
  return loopbackOrigin && (development || LOOPBACK_HOST.test(host?.trim().toLowerCase() ?? ''));
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
  if (!isOwnOrigin(request.origin, request.host, services.siteUrl, services.development)) {
    return answer(403, { error: 'Posts to this form are accepted only from this site’s own pages.' });
  }
  const rate = await services.limiter.take(request.clientAddress);
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

  // The fields are read once; from here on the handler acts on the typed submission.
  const submission = readSubmission(fields);
  switch (submission.kind) {
    case 'unknown-form':
      // Only our own forms post here: anything else is a wrong request, not a visitor's typo.
      return answer(400, { error: submission.error });
    case 'bot':
      // Tell a bot it worked, so it has no reason to try again differently.
      return accepted(submission.formName, false);
    case 'invalid':
      return answer(422, { error: 'Some fields need attention.', fields: submission.errors });
  }
  const { formName, message } = submission;

  // Past its network's daily share a lead is refused, never kept in silence or answered as
  // sent: the visitor sees the form's error view and may write another way.
  if (services.caps) {
    const stored = await services.caps.leadStore(request.clientAddress);
    if (!stored.allowed) {
      await services.capReached?.(
        'leads stored per network',
        'further posts from that network are refused with 429 and not stored',
      );
      return answer(
        429,
        {
          error: `Too many messages from your network today. Try again in ${waitWords(stored.retryAfterSeconds)}.`,
        },
        { 'Retry-After': String(stored.retryAfterSeconds) },
      );
    }
  }

  let id: number;
  try {
    id = await services.leads.record(message);
  } catch (error) {
    const reason = escapeForLog(error instanceof Error ? error.message : String(error));
    log.error(`[contact] could not record a lead: ${reason}`);
    return (await spooled(message, services, log))
      ? accepted(formName, false)
      : answer(500, { error: 'Your message could not be saved. Please try again later.' });
  }

  // Past a daily cap the lead is kept and answered as sent, only not mailed: no one can
  // close the form for others by filling the cap.
  if (services.caps && !(await services.caps.leadMail(request.clientAddress))) {
    await services.capReached?.(
      'leads mailed',
      'further leads are stored and listed by npm run leads, but not mailed',
    );
    await services.leads.markHeld(id, OVER_MAIL_CAP).catch((error: unknown) => {
      log.error(`[contact] lead ${id} over the mail cap, not marked so: ${escapeForLog(String(error))}`);
    });
    return accepted(formName, false);
  }

  // The visitor's own copy goes out once per mailbox a cooldown, within the client's and the
  // site's daily caps: past any the lead is kept and the download offered, just not mailed.
  const visitorCopy =
    formName === EBOOK_FORM_NAME &&
    Boolean(services.send) &&
    (await visitorMayBeMailed(services, message.email, request.clientAddress));
  const sent = services.send
    ? await sendRecorded(id, message, services.send, services.leads, log, { visitorCopy })
    : false;
  return accepted(formName, sent && visitorCopy);
}

/** The lead kept in the spool file when the database failed; false when that failed too. */
async function spooled(
  message: Parameters<LeadSender>[0],
  services: ContactServices,
  log: Pick<Console, 'error'>,
): Promise<boolean> {
  if (!services.spool) return false;
  try {
    await services.spool.keep(message);
  } catch (error) {
    log.error(`[contact] could not spool a lead either: ${escapeForLog(String(error))}`);
    return false;
  }
  log.error(`[contact] lead kept in ${services.spool.file}; npm run leads:retry moves it into the database`);
  return true;
}

async function visitorMayBeMailed(
  services: ContactServices,
  email: string,
  clientAddress: string,
): Promise<boolean> {
  if (!services.caps) return true;
  const allowed = await services.caps.visitorMail(email, clientAddress);
  if (!allowed)
    await services.capReached?.(
      'ebook copies mailed',
      'further ebook requests are stored and offered the download, but not mailed',
    );
  return allowed;
}

/** A wait in words a visitor reads at a glance: seconds, minutes or hours. */
export function waitWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** The lead is safe in the log already: a failed send only leaves it marked unsent. */
export async function sendRecorded(
  id: number,
  message: Parameters<LeadSender>[0],
  send: LeadSender,
  leads: LeadLog,
  log: Pick<Console, 'error'>,
  options?: SendOptions,
): Promise<boolean> {
  try {
    await send(message, options);
  } catch (error) {
    const reason = describeSendError(error);
    // The API's reason may quote what the visitor wrote.
    log.error(`[contact] lead ${id} not sent: ${escapeForLog(reason)}`);
    await leads.markFailed(id, reason).catch((markError: unknown) => {
      log.error(`[contact] lead ${id} send failure not logged: ${escapeForLog(String(markError))}`);
    });
    return false;
  }
  await leads.markSent(id).catch((markError: unknown) => {
    log.error(`[contact] lead ${id} sent but not marked sent: ${escapeForLog(String(markError))}`);
  });
  return true;
}
