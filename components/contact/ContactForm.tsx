import { useState } from 'react';

import Link from '@/components/ui/Link';
import { attributionQueryString, browserStorage } from '@/lib/contact/browser/attribution';
import { NEXT_STEPS, SENT_HEADING, SENT_NOTE } from '@/lib/contact/messages';
import { contactPayload, postContact } from '@/lib/contact/submit';
import { FOOTER_FORM_NAME, FOOTER_PAGE, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from '@/lib/contact/validation';
import { ROUTES } from '@/lib/routes';
import { reportContactConversion } from '@/lib/tags/browser/conversion';
import { groupThousands } from '@/lib/text/numbers';

import styles from './ContactForm.module.css';
import { formText as text, PostedForm } from './form-parts';

async function send(data: FormData, openForMs: number): Promise<boolean> {
  const payload = contactPayload(
    {
      name: text(data, 'name'),
      email: text(data, 'email'),
      message: text(data, 'message'),
      honeypot: text(data, HONEYPOT_FIELD),
    },
    attributionQueryString(browserStorage()),
    openForMs,
  );
  const sent = await postContact(payload);
  if (sent) reportContactConversion();
  return sent;
}

const MAX_CHARACTERS = groupThousands(MESSAGE_MAX_LENGTH);

/**
 * The message box says its limit before anything is sent, and says so again once it is
 * full (the browser stops typing and cuts a paste there, which would otherwise pass unseen).
 */
function MessageField({ id }: { id: string }) {
  const [full, setFull] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-message`}>Message</label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={5}
        required
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={`${id}-message-limit`}
        onInput={(event) => setFull(event.currentTarget.value.length >= MESSAGE_MAX_LENGTH)}
      />
      <p id={`${id}-message-limit`} className={styles.hint} aria-live="polite">
        {full
          ? `That is ${MAX_CHARACTERS} characters, the most a message can hold: anything past it was left out.`
          : `Up to ${MAX_CHARACTERS} characters.`}
      </p>
    </div>
  );
}

/**
 * The footer contact form, also used on /contact. Ids are per instance, so two can coexist.
 * `nextSteps` lists what happens after sending in the success view; /contact leaves it out,
 * as its next section says the same.
 */
export default function ContactForm({ nextSteps = true }: { nextSteps?: boolean }) {
  return (
    <PostedForm
      formName={FOOTER_FORM_NAME}
      pagePath={FOOTER_PAGE}
      emailLabel="Email"
      sendingText="Sending your message…"
      consentAbout="my message"
      submitLabel="Send message"
      send={send}
      fields={(id) => <MessageField id={id} />}
      sentHeading={
        <>
          <svg className={styles.sentMark} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          {SENT_HEADING}
        </>
      }
      sentText={<p>{SENT_NOTE}</p>}
      afterSent={
        <div className={styles.next}>
          {nextSteps && (
            <>
              <h4>What happens next</h4>
              <ol>
                {NEXT_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          )}
          <p>
            Meanwhile, <Link href={ROUTES.caseStudies}>see the work we have done for clients like you</Link>.
          </p>
        </div>
      }
    />
  );
}
