/** Mailing a lead to the agency through SendGrid. */
import type { MailDataRequired } from '@sendgrid/mail';
import { encode } from 'html-entities';

import { headerSafe, type MailServiceConfig, sendGridService } from '@/lib/http/server/mail';

import { type ContactMessage, EBOOK_FORM_NAME, stripInvisible } from '../validation';

export interface SendOptions {
  /**
   * Whether an ebook request also mails the visitor's own address. The caller decides (the
   * per-address cooldown and the daily cap in handler.ts); unset, only the agency is mailed.
   */
  visitorCopy?: boolean;
}

export type LeadSender = (message: ContactMessage, options?: SendOptions) => Promise<void>;

export interface MailAddresses {
  to: string;
  from: string;
}

/** The ebook a visitor who asked for it is mailed a link to. */
export interface EbookDelivery {
  title: string;
  /** Absolute URL of the PDF. */
  url: string;
}

export interface SendGridConfig extends MailAddresses, MailServiceConfig {
  /** With it, an ebook request also mails the visitor the download link. */
  ebook?: EbookDelivery;
}

/**
 * Every field, labelled, in the order a reader wants them, with no control or format
 * character (a lead stored before the message shed them, or a spooled one, is mailed too).
 */
function fieldRows(message: ContactMessage): [label: string, value: string][] {
  const rows: [label: string, value: string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Message', message.message || 'none'],
    ['Company', message.company || 'not given'],
    ['Consent', 'Given'],
    ['Form', message.formName],
    ['Page', message.page],
    ['Campaign (utm)', message.utm || 'none'],
  ];
  return rows.map(([label, value]) => [label, stripInvisible(value)]);
}

function htmlBody(message: ContactMessage): string {
  const rows = fieldRows(message).map(
    ([label, value]) =>
      `<tr><th align="left" valign="top">${encode(label)}</th><td style="white-space:pre-wrap">${encode(value)}</td></tr>`,
  );
  return `<table cellpadding="6">${rows.join('')}</table>`;
}

export function buildLeadEmail(message: ContactMessage, addresses: MailAddresses): MailDataRequired {
  return {
    to: headerSafe(addresses.to),
    from: headerSafe(addresses.from),
    // The address alone: a name is parsed by SendGrid as an address list ("Doe, John" is two).
    // The name is in the body.
    replyTo: headerSafe(message.email),
    subject: headerSafe(
      `New message from the ${message.formName} form on ${message.page || 'an unnamed page'}`,
    ),
    text: fieldRows(message)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    html: htmlBody(message),
  };
}

/**
 * The visitor's copy of the ebook: the agency's fixed words and the link, and nothing the
 * form's sender wrote (not even the name), so the form cannot be used to mail someone else
 * a message of one's own from the agency's address.
 */
export function buildEbookEmail(email: string, from: string, ebook: EbookDelivery): MailDataRequired {
  const lines = [
    'Hello,',
    `Thank you for asking for ${ebook.title}. You can download it here:`,
    ebook.url,
    'If you would like to talk about your own marketing, reply to this email.',
  ];
  return {
    to: headerSafe(email),
    from: headerSafe(from),
    subject: headerSafe(`Your copy of ${ebook.title}`),
    text: lines.join('\n\n'),
    html: [
      `<p>${encode(lines[0]!)}</p>`,
      `<p>${encode(`Thank you for asking for ${ebook.title}.`)} <a href="${encode(ebook.url)}">Download the ebook (PDF)</a>.</p>`,
      `<p>${encode(lines[3]!)}</p>`,
    ].join(''),
  };
}

/**
 * A sender over the real @sendgrid/mail client; its failures reject with the API's reason.
 * The agency's lead mail goes first; the visitor's copy only when the caller allows it.
 */
export function createSendGridSender(config: SendGridConfig): LeadSender {
  const mail = sendGridService(config);
  return async (message, options = {}) => {
    await mail.send(buildLeadEmail(message, config));
    if (message.formName === EBOOK_FORM_NAME && config.ebook && options.visitorCopy) {
      await mail.send(buildEbookEmail(message.email, config.from, config.ebook));
    }
  };
}

/** Longest failure reason kept in the lead log. */
const MAX_ERROR_LENGTH = 500;

/**
 * A one-line reason for the log: status, message and the API's first stated error. Never the
 * whole error object, whose request config carries the API key.
 */
export function describeSendError(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error).slice(0, MAX_ERROR_LENGTH);
  const { code, message, response } = error as {
    code?: unknown;
    message?: unknown;
    response?: { body?: { errors?: { message?: unknown }[] } };
  };
  const apiReason = response?.body?.errors?.[0]?.message;
  const parts = [code, message, apiReason].filter(
    (part) => typeof part === 'number' || (typeof part === 'string' && part),
  );
  return (parts.join(' ') || 'send failed').slice(0, MAX_ERROR_LENGTH);
}
