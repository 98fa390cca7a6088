/** What a visitor reads after sending the contact form, in one place. */
export const SENT_HEADING = 'Thank you for contacting us';
export const SENT_NOTE = 'Someone from our team will be in touch with you soon.';
export const FAILED_HEADING = 'Something went wrong!';
export const FAILED_TEXT = 'Space aliens destroyed your message??! Reload the page and try again.';
