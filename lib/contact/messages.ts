/** What a visitor reads after sending the contact form, in one place. */
export const SENT_HEADING = 'Thank you for contacting us';
export const SENT_NOTE = 'Someone from our team will be in touch with you soon.';
export const FAILED_HEADING = 'Something went wrong!';
export const FAILED_TEXT = 'Space aliens destroyed your message??! Reload the page and try again.';

/** The ebook request's success view (the footer's texts above stay the spec's). */
/** Above the ebook's request form, until the request is sent. */
export const EBOOK_REQUEST_INTRO =
  'Tell us where to reach you and the download is yours straight away. We use your details only to send the guide and to follow up about it.';
export const EBOOK_SENT_HEADING = 'Thank you: your ebook is ready';
export const EBOOK_SENT_NOTE = 'Download it now with the link below.';
export const EBOOK_EMAILED_NOTE = 'A copy of the link is also on its way to your inbox.';
export const ebookDownloadLabel = (title: string) => `Download ${title} (PDF)`;

/**
 * What happens after a message is sent, shown under the success note: the promise the
 * contact page makes (content/pages/contact.yaml, "What happens after you write"), in brief.
 */
export const NEXT_STEPS = [
  'A person who does the work reads your message and replies by email, usually within one business day.',
  'If it looks like a fit, we suggest a call of about half an hour about your goals, timeline and budget.',
  'Then we send a written plan with scope, schedule and price.',
] as const;
