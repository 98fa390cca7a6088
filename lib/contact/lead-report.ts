/** How `npm run leads` prints a lead: a status line, then the message, indented. */
import type { Lead } from './leads';

export function sendStatus(lead: Lead, mailConfigured: boolean): string {
  if (lead.sentAt) return `sent ${lead.sentAt}`;
  if (lead.sendAttempts === 0) return mailConfigured ? 'unsent' : 'unsent (mail off: no SENDGRID_API_KEY)';
  return `unsent after ${lead.sendAttempts} attempt(s): ${lead.lastError ?? 'unknown error'}`;
}

export function describeLead(lead: Lead, mailConfigured: boolean): string {
  const header = `#${lead.id}  ${lead.createdAt}  ${sendStatus(lead, mailConfigured)}`;
  const company = lead.company ? ` (${lead.company})` : '';
  const who = `${lead.name} <${lead.email}>${company}  form=${lead.formName} page=${lead.page}${lead.utm ? `  ${lead.utm}` : ''}`;
  const message = lead.message.replace(/^/gm, '    ');
  return `${header}\n  ${who}\n${message}\n`;
}
