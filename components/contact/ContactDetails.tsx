import ExternalLink from '@/components/ui/ExternalLink';
import { site } from '@/content/site';
import { addressLine, hoursInWords, mapHref, telHref } from '@/lib/content/contact-facts';

import { useContactFacts } from './contact-facts-context';
import styles from './ContactForm.module.css';

/** The ways to reach the agency besides the form: the email, and whichever facts it supplied. */
export default function ContactDetails() {
  const facts = useContactFacts();
  const { phone, streetAddress, postalCode, openingHours } = facts;
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
          {streetAddress && (
            <ExternalLink href={mapHref(addressLine(facts, site.address))}>Find it on a map</ExternalLink>
          )}
        </dd>
      </div>
      {openingHours && (
        <div>
          <dt>Hours</dt>
          <dd>
            {openingHours.map((hours) => (
              <span key={hours} className={styles.hours}>
                {hoursInWords(hours)}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
