/**
 * What every form posting to the contact endpoint shares: the send lifecycle, the browser's
 * validation with our rules, the consent box, the hidden anti-spam field, the submit button
 * and the error view with Reload. ContactForm (footer, /contact) and EbookRequestForm use them.
 */
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

import buttonStyles from '@/components/ui/Button.module.css';
import Link from '@/components/ui/Link';
import { FAILED_HEADING, FAILED_TEXT } from '@/lib/contact/messages';
import { type FieldErrors, fieldText, HONEYPOT_FIELD } from '@/lib/contact/validation';
import { ROUTES } from '@/lib/routes';

import styles from './ContactForm.module.css';

export type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Shows the shared rules' findings the browser's own checks let through (a blank-only name,
 * an address without a domain suffix) as native messages on the fields. True when none.
 */
export function reportFieldErrors(form: HTMLFormElement, errors: FieldErrors): boolean {
  for (const [name, reason] of Object.entries(errors)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      field.setCustomValidity(reason);
  }
  return form.reportValidity();
}

export function clearFieldError(event: FormEvent<HTMLFormElement>) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.setCustomValidity('');
}

export const formText = (data: FormData, name: string) => fieldText(data, name) ?? '';

/**
 * The send lifecycle: ids per instance (two forms can coexist), how long the form has been
 * open (the spam guard), and focus moved to the result that replaces the form.
 */
export function useSubmission() {
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
export function FailedView({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
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
export function ConsentField({ id, about }: { id: string; about: string }) {
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
export function HoneypotField({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${buttonStyles.button} ${styles.submit}`} disabled={submitting}>
      {submitting && <span className={styles.spinner} aria-hidden="true" />}
      {submitting ? 'Sending…' : children}
    </button>
  );
}
