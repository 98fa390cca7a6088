/**
 * What every form posting to the contact endpoint shares: the send lifecycle, the browser's
 * validation with our rules, the consent box, the hidden anti-spam field, the submit button
 * and the error view with Reload, put together by PostedForm. ContactForm (footer, /contact)
 * and EbookRequestForm are PostedForms with their own fields and success views.
 */
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

import buttonStyles from '@/components/ui/Button.module.css';
import Link from '@/components/ui/Link';
import { FAILED_HEADING, FAILED_TEXT } from '@/lib/contact/messages';
import { CONTACT_ENDPOINT } from '@/lib/contact/submit';
import {
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  fieldText,
  HONEYPOT_FIELD,
  NAME_MAX_LENGTH,
  visitorFieldErrors,
} from '@/lib/contact/validation';
import { ROUTES } from '@/lib/routes';

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

export const formText = (data: FormData, name: string) => fieldText(data, name) ?? '';

/**
 * The send lifecycle: ids per instance (two forms can coexist), how long the form has been
 * open (the spam guard), and focus moved to the result that replaces the form.
 */
function useSubmission() {
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const openedAt = useRef(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (status === 'success' || status === 'error') resultHeading.current?.focus();
  }, [status]);

  return { id, status, setStatus, resultHeading, openFor: () => Date.now() - openedAt.current };
}

/** The spec's error view: its heading, its text and a Reload button. */
function FailedView({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.error}>
        {FAILED_HEADING}
      </h3>
      <p>{FAILED_TEXT}</p>
      <button type="button" className={buttonStyles.button} onClick={() => window.location.reload()}>
        Reload
      </button>
    </>
  );
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  required?: boolean;
  maxLength: number;
}

/** A labelled one-line input; its id is the form instance's id plus the field name. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
  maxLength,
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
      />
    </div>
  );
}

/** The required consent box; `about` ends the sentence ("…to being contacted about …"). */
function ConsentField({ id, about }: { id: string; about: string }) {
  return (
    <div className={styles.consent}>
      <input id={`${id}-legal`} name="legal" type="checkbox" value="true" required />
      <label htmlFor={`${id}-legal`}>
        I agree to the <Link href={ROUTES.legal}>privacy policy and terms</Link> and to being contacted about{' '}
        {about}.
      </label>
    </div>
  );
}

/** People never see or reach this field; bots that fill every field give themselves away. */
function HoneypotField({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${buttonStyles.button} ${styles.submit}`} disabled={submitting}>
      {submitting && <span className={styles.spinner} aria-hidden="true" />}
      {submitting ? 'Sending…' : children}
    </button>
  );
}

interface PostedFormProps {
  /** The form's `form-name`, which tells the endpoint what is asked. */
  formName: string;
  /** The page holding the form, sent as `url`. */
  pagePath: string;
  emailLabel: string;
  /** Read to screen readers while the request is on its way. */
  sendingText: string;
  /** Ends the consent sentence ("…to being contacted about …"). */
  consentAbout: string;
  submitLabel: string;
  /** The fields between Email and the consent box; `id` prefixes their ids. */
  fields?: (id: string) => ReactNode;
  /** Posts the checked fields; true when the endpoint accepted them. */
  send: (data: FormData, openForMs: number) => Promise<boolean>;
  sentHeading: ReactNode;
  /** Announced with the heading when the request succeeded. */
  sentText: ReactNode;
  /** Shown under the success view, outside the live region: there to read, not announced. */
  afterSent?: ReactNode;
  /** What the form asks for, above it: leaves with the form, so the answer replaces it. */
  intro?: ReactNode;
}

/**
 * A form posting to the contact endpoint: Name and Email, the caller's fields, consent, the
 * spam guards and the submit button; then the success or error view in a live region.
 */
export function PostedForm(props: PostedFormProps) {
  const { id, status, setStatus, resultHeading, openFor } = useSubmission();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (status === 'submitting' || !reportFieldErrors(form, visitorFieldErrors(data))) return;
    setStatus('submitting');
    setStatus((await props.send(data, openFor())) ? 'success' : 'error');
  }

  const submitting = status === 'submitting';
  return (
    <div className={styles.contact}>
      <div role="status" aria-live="polite" className={styles.result}>
        {submitting && <span className="visually-hidden">{props.sendingText}</span>}
        {status === 'success' && (
          <>
            <h3 ref={resultHeading} tabIndex={-1} className={styles.success}>
              {props.sentHeading}
            </h3>
            {props.sentText}
          </>
        )}
        {status === 'error' && <FailedView headingRef={resultHeading} />}
      </div>

      {status === 'success' && props.afterSent}

      {(status === 'idle' || submitting) && props.intro}

      {(status === 'idle' || submitting) && (
        // Without JavaScript the browser posts the fields itself (the fixed ones are hidden
        // inputs), never into the URL, and the endpoint answers with a page (answer-page.ts).
        <form
          method="post"
          action={CONTACT_ENDPOINT}
          className={styles.form}
          onSubmit={submit}
          onInput={clearFieldError}
          aria-busy={submitting}
        >
          <input type="hidden" name="form-name" value={props.formName} />
          <input type="hidden" name="url" value={props.pagePath} />
          <TextField id={id} name="name" label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} />
          <TextField
            id={id}
            name="email"
            label={props.emailLabel}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          {props.fields?.(id)}
          <ConsentField id={id} about={props.consentAbout} />
          <HoneypotField id={id} />
          <SubmitButton submitting={submitting}>{props.submitLabel}</SubmitButton>
        </form>
      )}
    </div>
  );
}
