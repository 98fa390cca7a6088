/** The browser side of sending the contact form: the exact payload and what its answer means. */
import {
  EBOOK_FORM_NAME,
  FILL_TIME_FIELD,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
} from './validation';

export const CONTACT_ENDPOINT = '/api/sendgrid';

/** Every form's body: its own fields in order, then the consent, form, page, campaign and anti-spam fields. */
function formPayload(
  own: [string, string][],
  formName: string,
  url: string,
  utm: string,
  honeypot: string,
  fillTimeMs: number,
): URLSearchParams {
  return new URLSearchParams([
    ...own,
    ['legal', 'true'],
    ['form-name', formName],
    ['url', url],
    ['utm', utm],
    [HONEYPOT_FIELD, honeypot],
    [FILL_TIME_FIELD, String(Math.max(0, Math.round(fillTimeMs)))],
  ]);
}

export interface VisitorFields {
  name: string;
  email: string;
  message: string;
  /** Whatever sits in the hidden field: empty unless a bot filled it. */
  honeypot: string;
}

/** The form-encoded body, in the form's field order, then the two anti-spam fields. */
export function contactPayload(fields: VisitorFields, utm: string, fillTimeMs: number): URLSearchParams {
  return formPayload(
    [
      ['name', fields.name],
      ['email', fields.email],
      ['message', fields.message],
    ],
    FOOTER_FORM_NAME,
    FOOTER_PAGE,
    utm,
    fields.honeypot,
    fillTimeMs,
  );
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
  return formPayload(
    [
      ['name', fields.name],
      ['email', fields.email],
      ['company', fields.company],
    ],
    EBOOK_FORM_NAME,
    pagePath,
    utm,
    fields.honeypot,
    fillTimeMs,
  );
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

/** What an ebook request's answer means: sent (200), and whether the visitor's copy was mailed. */
export async function postEbookRequest(
  payload: URLSearchParams,
  fetcher: typeof fetch = fetch,
): Promise<{ sent: boolean; emailed: boolean }> {
  try {
    const response = await fetcher(CONTACT_ENDPOINT, { method: 'POST', body: payload });
    if (response.status !== 200) return { sent: false, emailed: false };
    const body: unknown = await response.json().catch(() => ({}));
    return { sent: true, emailed: (body as { emailed?: unknown }).emailed === true };
  } catch {
    return { sent: false, emailed: false };
  }
}
