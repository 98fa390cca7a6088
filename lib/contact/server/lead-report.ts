/** How `npm run leads` prints a lead: a status line, then the message, indented. */
import { escapeForLog } from '@/lib/text/log-escape';

import type { Lead } from './leads';

export function sendStatus(lead: Lead, mailConfigured: boolean): string {
  if (lead.sentAt) return `sent ${escapeForLog(lead.sentAt)}`;
  if (lead.mailHeld) return `not mailed: ${escapeForLog(lead.mailHeld)}`;
  if (lead.sendAttempts === 0) return mailConfigured ? 'unsent' : 'unsent (mail off: no SENDGRID_API_KEY)';
  return `unsent after ${lead.sendAttempts} attempt(s): ${escapeForLog(lead.lastError ?? 'unknown error')}`;
}

export function describeLead(lead: Lead, mailConfigured: boolean): string {
  const header = `#${lead.id}  ${escapeForLog(lead.createdAt)}  ${sendStatus(lead, mailConfigured)}`;
  const company = lead.company ? ` (${escapeForLog(lead.company)})` : '';
  const who = `${escapeForLog(lead.name)} <${escapeForLog(lead.email)}>${company}  form=${escapeForLog(lead.formName)} page=${escapeForLog(lead.page)}${lead.utm ? `  ${escapeForLog(lead.utm)}` : ''}`;
  // The message keeps its own line breaks (a browser sends CRLF), each line indented; any
  // other control, a lone CR included, is shown escaped.
  const message = lead.message
    .split(/\r?\n/)
    .map((line) => `    ${escapeForLog(line)}`)
    .join('\n');
  return `${header}\n  ${who}\n${message}\n`;
}
