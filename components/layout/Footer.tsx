import Link from 'next/link';
import categories from '@/content/categories';
import { site } from '@/content/site';
import ContactForm from '@/components/contact/ContactForm';
import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import { categoryPath } from '@/lib/content/paths';
import styles from './Footer.module.css';

/** Opened in a new tab, without giving the other site a handle on this one. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export default function Footer() {
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Send us a message</h2>
          <ContactForm />
        </section>
        <nav aria-labelledby="footer-topics">
          <h2 id="footer-topics">Blog topics</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={categoryPath(category.slug)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Visit us</h2>
          <address>
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
          </address>
          <h2>Follow us</h2>
          <ul>
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} {...external}>
                  {profile.network}
                </a>
              </li>
            ))}
            <li>
              <a href={site.external.podcast.href} {...external}>
                {site.external.podcast.label}
              </a>
            </li>
            <li>
              <a href={site.external.sizzleReel.href} {...external}>
                {site.external.sizzleReel.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
        <Link href="/legal">Privacy, terms and cookies</Link>
        <CookieSettingsButton />
      </div>
    </footer>
  );
}
