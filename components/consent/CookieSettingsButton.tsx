import { openConsentSettings } from '@/lib/consent/browser/events';

import styles from './Consent.module.css';

/** Reopens the consent panel from anywhere (the footer uses it). */
export default function CookieSettingsButton() {
  return (
    <button type="button" className={styles.linkButton} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
