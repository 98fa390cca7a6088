import { type ReactNode, useState } from 'react';

import buttonStyles from '@/components/ui/Button.module.css';
import { attributionQueryString, browserStorage } from '@/lib/contact/browser/attribution';
import {
  EBOOK_EMAILED_NOTE,
  EBOOK_SENT_HEADING,
  EBOOK_SENT_NOTE,
  ebookDownloadLabel,
} from '@/lib/contact/messages';
import { ebookPayload, postEbookRequest } from '@/lib/contact/submit';
import { COMPANY_MAX_LENGTH, EBOOK_FORM_NAME, HONEYPOT_FIELD } from '@/lib/contact/validation';
import { reportEbookConversion } from '@/lib/tags/browser/conversion';

import styles from './ContactForm.module.css';
import { formText as text, PostedForm, TextField } from './form-parts';

interface EbookRequestFormProps {
  /** The page holding the form, sent as `url`. */
  pagePath: string;
  title: string;
  downloadPath: string;
  /** What the request is for, above the form until it is sent. */
  intro?: ReactNode;
}

/** The free ebook's request form: on success the download is offered at once. */
export default function EbookRequestForm({ pagePath, title, downloadPath, intro }: EbookRequestFormProps) {
  const [emailed, setEmailed] = useState(false);

  async function send(data: FormData, openForMs: number): Promise<boolean> {
    const payload = ebookPayload(
      {
        name: text(data, 'name'),
        email: text(data, 'email'),
        company: text(data, 'company'),
        honeypot: text(data, HONEYPOT_FIELD),
      },
      pagePath,
      attributionQueryString(browserStorage()),
      openForMs,
    );
    const answer = await postEbookRequest(payload);
    if (answer.sent) reportEbookConversion();
    setEmailed(answer.emailed);
    return answer.sent;
  }

  return (
    <PostedForm
      formName={EBOOK_FORM_NAME}
      pagePath={pagePath}
      emailLabel="Work email"
      sendingText="Sending your request…"
      consentAbout="my request"
      submitLabel="Get the free ebook"
      intro={intro}
      send={send}
      fields={(id) => (
        <TextField
          id={id}
          name="company"
          label="Company (optional)"
          autoComplete="organization"
          required={false}
          maxLength={COMPANY_MAX_LENGTH}
        />
      )}
      sentHeading={EBOOK_SENT_HEADING}
      sentText={
        <>
          <p>{EBOOK_SENT_NOTE}</p>
          <p>
            {/* A plain link: the PDF is a static file, opened or saved by the browser. */}
            <a href={downloadPath} download className={`${buttonStyles.button} ${styles.download}`}>
              {ebookDownloadLabel(title)}
            </a>
          </p>
          {emailed && <p>{EBOOK_EMAILED_NOTE}</p>}
        </>
      }
    />
  );
}
