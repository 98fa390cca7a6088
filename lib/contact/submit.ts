/** The browser side of sending the contact form: the exact payload and what its answer means. */
import {
  EBOOK_FORM_NAME,
  FILL_TIME_FIELD,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
} from './validation';

export const CONTACT_ENDPOINT = '/api/sendgrid';

export interface VisitorFields {
  name: string;
  email: string;
  message: string;
  /** Whatever sits in the hidden field: empty unless a bot filled it. */
  honeypot: string;
}

/** The form-encoded body, in the form's field order, then the two anti-spam fields. */
export function contactPayload(fields: VisitorFields, utm: string, fillTimeMs: number): URLSearchParams {
  return new URLSearchParams([
    ['name', fields.name],
    ['email', fields.email],
    ['message', fields.message],
    ['legal', 'true'],
    ['form-name', FOOTER_FORM_NAME],
    ['url', FOOTER_PAGE],
    ['utm', utm],
    [HONEYPOT_FIELD, fields.honeypot],
    [FILL_TIME_FIELD, String(Math.max(0, Math.round(fillTimeMs)))],
  ]);
}

export interface EbookRequestFields {
  name: string;
  email: string;
  /** Optional: empty when the visitor left it blank. */
  company: string;
  honeypot: string;
}

/** The ebook request: the footer's shape without a message, plus company; url is the page's path. */
export function ebookPayload(
  fields: EbookRequestFields,
  pagePath: string,
  utm: string,
  fillTimeMs: number,
): URLSearchParams {
  return new URLSearchParams([
    ['name', fields.name],
    ['email', fields.email],
    ['company', fields.company],
    ['legal', 'true'],
    ['form-name', EBOOK_FORM_NAME],
    ['url', pagePath],
    ['utm', utm],
    [HONEYPOT_FIELD, fields.honeypot],
    [FILL_TIME_FIELD, String(Math.max(0, Math.round(fillTimeMs)))],
  ]);
}

/** Sends the payload; only a 200 counts as sent, anything else (or no answer) as failed. */
export async function postContact(payload: URLSearchParams, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(CONTACT_ENDPOINT, { method: 'POST', body: payload });
    return response.status === 200;
  } catch {
    return false;
  }
}
