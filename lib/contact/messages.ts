/** What a visitor reads after sending the contact form (spec, error catalogue), in one place. */
export const SENT_HEADING = 'Thank you for contacting us';
export const SENT_NOTE = 'Someone from our team will be in touch with you soon.';
export const FAILED_HEADING = 'Something went wrong!';
export const FAILED_TEXT = 'Space aliens destroyed your message??! Reload the page and try again.';

/**
 * What happens after a message is sent, shown under the success note: the promise the
 * contact page makes (content/pages/contact.ts, "What happens after you write"), in brief.
 */
export const NEXT_STEPS = [
  'A person who does the work reads your message and replies by email, usually within one business day.',
  'If it looks like a fit, we suggest a call of about half an hour about your goals, timeline and budget.',
  'Then we send a written plan with scope, schedule and price.',
] as const;
