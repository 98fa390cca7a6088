import type { FormEvent } from 'react';

import Link from '@/components/ui/Link';
import { reportContactConversion } from '@/lib/analytics/conversion';
import { attributionQueryString, browserStorage } from '@/lib/attribution';
import { NEXT_STEPS, SENT_HEADING, SENT_NOTE } from '@/lib/contact/messages';
import { CONTACT_ENDPOINT, contactPayload, postContact } from '@/lib/contact/submit';
import {
  EMAIL_MAX_LENGTH,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  visitorFieldErrors,
} from '@/lib/contact/validation';
import { ROUTES } from '@/lib/routes';

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

/** The footer contact form, also used on /contact. Ids are per instance, so two can coexist. */
export default function ContactForm() {
  const { id, status, setStatus, resultHeading, openFor } = useSubmission();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (status === 'submitting' || !reportFieldErrors(form, visitorFieldErrors(data))) return;
    setStatus('submitting');
    const payload = contactPayload(
      {
        name: text(data, 'name'),
        email: text(data, 'email'),
        message: text(data, 'message'),
        honeypot: text(data, HONEYPOT_FIELD),
      },
      attributionQueryString(browserStorage()),
      openFor(),
    );
    const sent = await postContact(payload);
    if (sent) reportContactConversion();
    setStatus(sent ? 'success' : 'error');
  }

  const submitting = status === 'submitting';
  return (
    <div className={styles.contact}>
      <div role="status" aria-live="polite" className={styles.result}>
        {submitting && <span className="visually-hidden">Sending your message…</span>}
        {status === 'success' && (
          <>
            <h3 ref={resultHeading} tabIndex={-1} className={styles.success}>
              <svg className={styles.sentMark} viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {SENT_HEADING}
            </h3>
            <p>{SENT_NOTE}</p>
          </>
        )}
        {status === 'error' && <FailedView headingRef={resultHeading} />}
      </div>

      {/* Outside the live region: announced once is enough, this is there to read. */}
      {status === 'success' && (
        <div className={styles.next}>
          <h4>What happens next</h4>
          <ol>
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            Meanwhile, <Link href={ROUTES.caseStudies}>see the work we have done for clients like you</Link>.
          </p>
        </div>
      )}

      {(status === 'idle' || submitting) && (
        // Without JavaScript the browser posts the fields itself (the fixed ones are hidden
        // inputs), never into the URL, and the endpoint answers with a page (answer-page.ts).
        <form
          method="post"
          action={CONTACT_ENDPOINT}
          className={styles.form}
          onSubmit={send}
          onInput={clearFieldError}
          aria-busy={submitting}
        >
          <input type="hidden" name="form-name" value={FOOTER_FORM_NAME} />
          <input type="hidden" name="url" value={FOOTER_PAGE} />
          <TextField id={id} name="name" label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} />
          <TextField
            id={id}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea id={`${id}-message`} name="message" rows={5} required maxLength={MESSAGE_MAX_LENGTH} />
          </div>
          <ConsentField id={id} about="my message" />
          <HoneypotField id={id} />
          <SubmitButton submitting={submitting}>Send message</SubmitButton>
        </form>
      )}
    </div>
  );
}
