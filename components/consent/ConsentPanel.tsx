import { useEffect, useRef, useState } from 'react';

import { buttonClass } from '@/components/ui/ButtonLink';
import { CATEGORY_INFO, CONSENT_CATEGORIES, type ConsentChoices } from '@/lib/consent/categories';
import type { ConsentAction } from '@/lib/consent/state';

import styles from './Consent.module.css';

interface Props {
  initial: ConsentChoices;
  onDecide: (action: ConsentAction) => void;
}

/** The customizer: one switch per category. Non-modal, so focus is never trapped. */
export default function ConsentPanel({ initial, onDecide }: Props) {
  const [toggles, setToggles] = useState(initial);
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard users land in the panel they just opened.
  useEffect(() => panelRef.current?.focus(), []);

  const close = () => onDecide({ type: 'close', toggles });

  return (
    <div
      ref={panelRef}
      className={`${styles.banner} ${styles.panel}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-panel-title"
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <div className={styles.inner}>
        <button type="button" className={styles.closeIcon} aria-label="Close cookie settings" onClick={close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id="consent-panel-title" className={styles.title}>
          Cookie settings
        </h2>
        <ul className={styles.categories}>
          {CONSENT_CATEGORIES.map((category) => {
            const id = `consent-${category}`;
            const locked = category === 'necessary';
            return (
              <li key={category}>
                <label htmlFor={id} className={styles.switchRow}>
                  <span className={styles.label}>{CATEGORY_INFO[category].label}</span>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={toggles[category]}
                    disabled={locked}
                    aria-describedby={`${id}-description`}
                    onChange={(event) => setToggles({ ...toggles, [category]: event.target.checked })}
                  />
                </label>
                <p id={`${id}-description`} className={styles.description}>
                  {CATEGORY_INFO[category].description}
                </p>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => onDecide({ type: 'confirm', toggles })}
          >
            Confirm Choices
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
