/** How `npm run leads` prints a lead: a status line, then the message, indented. */
import type { Lead } from './leads';

/**
 * C0 and C1 controls, DEL and the Unicode line and paragraph separators: in a terminal they
 * move the cursor, retitle the window or write the clipboard, so stored text never prints them.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Each unprintable character as an escape a reader can see: ESC prints as `\x1b`, U+2028 as `\u2028`. */
export function visible(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.charCodeAt(0);
    return code > 0xff
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

export function sendStatus(lead: Lead, mailConfigured: boolean): string {
  if (lead.sentAt) return `sent ${visible(lead.sentAt)}`;
  if (lead.sendAttempts === 0) return mailConfigured ? 'unsent' : 'unsent (mail off: no SENDGRID_API_KEY)';
  return `unsent after ${lead.sendAttempts} attempt(s): ${visible(lead.lastError ?? 'unknown error')}`;
}

export function describeLead(lead: Lead, mailConfigured: boolean): string {
  const header = `#${lead.id}  ${visible(lead.createdAt)}  ${sendStatus(lead, mailConfigured)}`;
  const company = lead.company ? ` (${visible(lead.company)})` : '';
  const who = `${visible(lead.name)} <${visible(lead.email)}>${company}  form=${visible(lead.formName)} page=${visible(lead.page)}${lead.utm ? `  ${visible(lead.utm)}` : ''}`;
  // The message keeps its own line breaks (a browser sends CRLF), each line indented; any
  // other control, a lone CR included, is shown escaped.
  const message = lead.message
    .split(/\r?\n/)
    .map((line) => `    ${visible(line)}`)
    .join('\n');
  return `${header}\n  ${who}\n${message}\n`;
}
