import { contactFacts, site } from '@/content/site';
import { telHref } from '@/lib/content/contact-facts';

import styles from './ContactForm.module.css';

/** The ways to reach the agency besides the form: the email, and whichever facts it supplied. */
export default function ContactDetails() {
  const { phone, streetAddress, postalCode, openingHours } = contactFacts;
  const { locality, region } = site.address;
  return (
    <dl className={styles.details}>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>Office</dt>
        <dd>
          <address>
            {streetAddress && (
              <>
                {streetAddress}
                <br />
              </>
            )}
            {locality}, {region}
            {postalCode && ` ${postalCode}`}
          </address>
        </dd>
      </div>
      {openingHours && (
        <div>
          <dt>Hours</dt>
          <dd>{openingHours}</dd>
        </div>
      )}
    </dl>
  );
}
