import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import buttonStyles from '@/components/ui/Button.module.css';
import Link from '@/components/ui/Link';
import { reportContactConversion } from '@/lib/analytics/conversion';
import { attributionQueryString, browserStorage } from '@/lib/attribution';
import { FAILED_HEADING, FAILED_TEXT, NEXT_STEPS, SENT_HEADING, SENT_NOTE } from '@/lib/contact/messages';
import { CONTACT_ENDPOINT, contactPayload, postContact } from '@/lib/contact/submit';
import {
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  fieldText,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  visitorFieldErrors,
} from '@/lib/contact/validation';

import styles from './ContactForm.module.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Shows the shared rules' findings the browser's own checks let through (a blank-only name,
 * an address without a domain suffix) as native messages on the fields. True when none.
 */
function reportFieldErrors(form: HTMLFormElement, errors: FieldErrors): boolean {
  for (const [name, reason] of Object.entries(errors)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      field.setCustomValidity(reason);
  }
  return form.reportValidity();
}

function clearFieldError(event: FormEvent<HTMLFormElement>) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.setCustomValidity('');
}

const text = (data: FormData, name: string) => fieldText(data, name) ?? '';

/** The footer contact form, also used on /contact. Ids are per instance, so two can coexist. */
export default function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const openedAt = useRef(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  // The form is replaced by the result: move focus there so keyboard users are not lost.
  useEffect(() => {
    if (status === 'success' || status === 'error') resultHeading.current?.focus();
  }, [status]);

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
      Date.now() - openedAt.current,
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
        {status === 'error' && (
          <>
            <h3 ref={resultHeading} tabIndex={-1} className={styles.error}>
              {FAILED_HEADING}
            </h3>
            <p>{FAILED_TEXT}</p>
            <button type="button" className={buttonStyles.button} onClick={() => window.location.reload()}>
              Reload
            </button>
          </>
        )}
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
            Meanwhile, <Link href="/work/case-studies">see the work we have done for clients like you</Link>.
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
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Name</label>
            <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea id={`${id}-message`} name="message" rows={5} required maxLength={MESSAGE_MAX_LENGTH} />
          </div>
          <div className={styles.consent}>
            <input id={`${id}-legal`} name="legal" type="checkbox" value="true" required />
            <label htmlFor={`${id}-legal`}>
              I agree to the <Link href="/legal">privacy policy and terms</Link> and to being contacted about
              my message.
            </label>
          </div>
          {/* People never see or reach this field; bots that fill every field give themselves away. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
          <button type="submit" className={`${buttonStyles.button} ${styles.submit}`} disabled={submitting}>
            {submitting && <span className={styles.spinner} aria-hidden="true" />}
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </div>
  );
}
