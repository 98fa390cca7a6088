import ExternalLink from '@/components/ui/ExternalLink';

import AddressLines from './AddressLines';
import { useContactFacts } from './contact-facts-context';
import styles from './ContactForm.module.css';

/** The ways to reach the agency besides the form: the email, and whichever facts it supplied. */
export default function ContactDetails() {
  const { email, phone, phoneHref, hours, mapHref } = useContactFacts();
  return (
    <dl className={styles.details}>
      {email && (
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref}>{phone}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>Office</dt>
        <dd>
          <address>
            <AddressLines />
          </address>
          {mapHref && <ExternalLink href={mapHref}>Find it on a map</ExternalLink>}
        </dd>
      </div>
      {hours && (
        <div>
          <dt>Hours</dt>
          <dd>
            {hours.map((line) => (
              <span key={line} className={styles.hours}>
                {line}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
