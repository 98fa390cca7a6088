import { useRouter } from 'next/router';

import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import AddressLines from '@/components/contact/AddressLines';
import { useContactFacts } from '@/components/contact/contact-facts-context';
import ContactForm from '@/components/contact/ContactForm';
import ExternalLink from '@/components/ui/ExternalLink';
import Link from '@/components/ui/Link';
import Logo from '@/components/ui/Logo';
import { menuLinks, site } from '@/lib/content/lists';
import { pageFormAt, ROUTES } from '@/lib/routes';

import styles from './Footer.module.css';

/** What the footer says above its form; a page may put its own words there (see ClosingPitch). */
export interface ClosingPitch {
  heading: string;
  text: string;
}

const DEFAULT_PITCH: ClosingPitch = {
  heading: 'Let’s build what’s next',
  text: 'Tell us about your goals. A strategist reads every message and answers within one business day.',
};

/** A footer list of links; `external` ones open in a new tab. */
function LinkList({
  links,
  className,
  external = false,
}: {
  links: readonly { label: string; href: string }[];
  className?: string;
  external?: boolean;
}) {
  const Anchor = external ? ExternalLink : Link;
  return (
    <ul className={className}>
      {links.map(({ label, href }) => (
        <li key={href}>
          <Anchor href={href}>{label}</Anchor>
        </li>
      ))}
    </ul>
  );
}

/** The footer form is every page's one closing call to action; `pitch` tailors its words. */
export default function Footer({ pitch = DEFAULT_PITCH }: { pitch?: ClosingPitch }) {
  const { email, phone, phoneHref, hours } = useContactFacts();
  // A page with its own form (/contact, the ebook) ends on it: a second card under it, or one
  // that only points back up, reads as a leftover.
  const ownForm = pageFormAt(useRouter().pathname);
  return (
    <footer className={ownForm ? `${styles.footer} ${styles.bare}` : styles.footer}>
      {!ownForm && (
        <div className={`container ${styles.contact}`}>
          <div className={styles.pitch}>
            <h2 id="footer-contact">{pitch.heading}</h2>
            <p>{pitch.text}</p>
            <p className={styles.direct}>
              {email && <a href={`mailto:${email}`}>{email}</a>}
              {phone && <a href={phoneHref}>{phone}</a>}
            </p>
          </div>
          <section aria-labelledby="footer-contact" className={styles.form}>
            <ContactForm />
          </section>
        </div>
      )}

      <div className={`container ${styles.columns}`}>
        <div className={styles.about}>
          <Link href={ROUTES.home} className={styles.brand}>
            <Logo />
          </Link>
          <p>{site.tagline}.</p>
          <address>
            <AddressLines />
            {/* Under the pitch where there is one; here where the page ends on its own form. */}
            {phone && ownForm && (
              <>
                <br />
                <a href={phoneHref}>{phone}</a>
              </>
            )}
          </address>
          {hours && (
            <p className={styles.hours}>
              {hours.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          )}
        </div>
        <nav aria-labelledby="footer-topics">
          <h2 id="footer-topics" className={styles.heading}>
            Blog topics
          </h2>
          <LinkList links={menuLinks.topics} className={styles.topics} />
        </nav>
        <nav aria-labelledby="footer-elsewhere">
          <h2 id="footer-elsewhere" className={styles.heading}>
            Follow us
          </h2>
          <LinkList
            links={site.social.map(({ network, href }) => ({ label: network, href }))}
            className={styles.social}
            external
          />
          <h2 className={styles.heading}>Watch and listen</h2>
          <LinkList links={[site.external.podcast, site.external.sizzleReel]} external />
        </nav>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          <li>
            <Link href={ROUTES.legal}>Privacy, terms and cookies</Link>
          </li>
          <li>
            <CookieSettingsButton />
          </li>
        </ul>
      </div>
    </footer>
  );
}
