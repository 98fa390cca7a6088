/**
 * Mail through SendGrid, for every server part that mails: the contact form's leads and
 * ebook copies, and the agency's notices when a daily cap is reached.
 */
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';

/** A send that hangs must not hold a visitor's request for long; the retry script resends leads. */
export const SEND_TIMEOUT_MS = 10_000;

export interface MailServiceConfig {
  apiKey: string;
  /** Another API origin: a regional endpoint, or a fake server in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The real @sendgrid/mail client; its failures reject with the API's reason. */
export function sendGridService(config: MailServiceConfig): MailService {
  const client = new Client();
  client.setApiKey(config.apiKey);
  // setApiKey resets the origin, so an override comes after it.
  if (config.baseUrl) client.setDefaultRequest('baseUrl', config.baseUrl);
  const mail = new MailService();
  mail.setClient(client);
  mail.setTimeout(config.timeoutMs ?? SEND_TIMEOUT_MS);
  return mail;
}

/**
 * Header values are single lines of plain text: no control character (CR, LF, NUL, NEL...)
 * or Unicode separator (U+2028...) in visitor input may start a new header or hide one, and
 * no format character (U+202E, U+2066, U+200B...) may make a subject read otherwise.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Z}]+/gu, ' ')
    .trim();
}
