import type { FormEvent } from 'react';
import { useState } from 'react';

import buttonStyles from '@/components/ui/Button.module.css';
import { reportEbookConversion } from '@/lib/analytics/conversion';
import { attributionQueryString, browserStorage } from '@/lib/attribution';
import {
  EBOOK_EMAILED_NOTE,
  EBOOK_SENT_HEADING,
  EBOOK_SENT_NOTE,
  ebookDownloadLabel,
} from '@/lib/contact/messages';
import { CONTACT_ENDPOINT, ebookPayload, postEbookRequest } from '@/lib/contact/submit';
import {
  COMPANY_MAX_LENGTH,
  EBOOK_FORM_NAME,
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  NAME_MAX_LENGTH,
  visitorFieldErrors,
} from '@/lib/contact/validation';

import styles from './ContactForm.module.css';
import {
  clearFieldError,
  ConsentField,
  FailedView,
  formText as text,
  HoneypotField,
  reportFieldErrors,
  SubmitButton,
  TextField,
  useSubmission,
} from './form-parts';

interface EbookRequestFormProps {
  /** The page holding the form, sent as `url`. */
  pagePath: string;
  title: string;
  downloadPath: string;
}

/** The free ebook's request form: on success the download is offered at once. */
export default function EbookRequestForm({ pagePath, title, downloadPath }: EbookRequestFormProps) {
  const { id, status, setStatus, resultHeading, openFor } = useSubmission();
  const [emailed, setEmailed] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (status === 'submitting' || !reportFieldErrors(form, visitorFieldErrors(data))) return;
    setStatus('submitting');
    const payload = ebookPayload(
      {
        name: text(data, 'name'),
        email: text(data, 'email'),
        company: text(data, 'company'),
        honeypot: text(data, HONEYPOT_FIELD),
      },
      pagePath,
      attributionQueryString(browserStorage()),
      openFor(),
    );
    const answer = await postEbookRequest(payload);
    if (answer.sent) reportEbookConversion();
    setEmailed(answer.emailed);
    setStatus(answer.sent ? 'success' : 'error');
  }

  const submitting = status === 'submitting';
  return (
    <div className={styles.contact}>
      <div role="status" aria-live="polite" className={styles.result}>
        {submitting && <span className="visually-hidden">Sending your request…</span>}
        {status === 'success' && (
          <>
            <h3 ref={resultHeading} tabIndex={-1} className={styles.success}>
              {EBOOK_SENT_HEADING}
            </h3>
            <p>{EBOOK_SENT_NOTE}</p>
            <p>
              {/* A plain link: the PDF is a static file, opened or saved by the browser. */}
              <a href={downloadPath} download className={`${buttonStyles.button} ${styles.download}`}>
                {ebookDownloadLabel(title)}
              </a>
            </p>
            {emailed && <p>{EBOOK_EMAILED_NOTE}</p>}
          </>
        )}
        {status === 'error' && <FailedView headingRef={resultHeading} />}
      </div>

      {(status === 'idle' || submitting) && (
        // Without JavaScript the browser posts the fields itself and the endpoint answers
        // with a page offering the download (lib/contact/answer-page.ts).
        <form
          method="post"
          action={CONTACT_ENDPOINT}
          className={styles.form}
          onSubmit={send}
          onInput={clearFieldError}
          aria-busy={submitting}
        >
          <input type="hidden" name="form-name" value={EBOOK_FORM_NAME} />
          <input type="hidden" name="url" value={pagePath} />
          <TextField id={id} name="name" label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} />
          <TextField
            id={id}
            name="email"
            label="Work email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <TextField
            id={id}
            name="company"
            label="Company (optional)"
            autoComplete="organization"
            required={false}
            maxLength={COMPANY_MAX_LENGTH}
          />
          <ConsentField id={id} about="my request" />
          <HoneypotField id={id} />
          <SubmitButton submitting={submitting}>Get the free ebook</SubmitButton>
        </form>
      )}
    </div>
  );
}
