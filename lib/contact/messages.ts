/** What a visitor reads after sending the contact form, in one place. */
export const SENT_HEADING = 'Thank you for contacting us';
export const SENT_NOTE = 'Someone from our team will be in touch with you soon.';
export const FAILED_HEADING = 'Something went wrong!';
export const FAILED_TEXT = 'Space aliens destroyed your message??! Reload the page and try again.';

/** The ebook request's success view (the footer's texts above stay the spec's). */
export const EBOOK_SENT_HEADING = 'Thank you: your ebook is ready';
export const EBOOK_SENT_NOTE = 'Download it now with the link below.';
export const EBOOK_EMAILED_NOTE = 'A copy of the link is also on its way to your inbox.';
export const ebookDownloadLabel = (title: string) => `Download ${title} (PDF)`;
