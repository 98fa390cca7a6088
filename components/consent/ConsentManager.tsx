import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { buttonClass } from '@/components/ui/ButtonLink';
import Link from '@/components/ui/Link';
import { sendConsentUpdate } from '@/lib/consent/browser/consent-mode';
import { readAcceptCookie, readSavedChoices, saveDecision } from '@/lib/consent/browser/cookies';
import { announceChoices, OPEN_SETTINGS_EVENT } from '@/lib/consent/browser/events';
import type { ConsentChoices } from '@/lib/consent/categories';
import { type ConsentAction, decide, initialToggles, isBannerShown, isFlagged } from '@/lib/consent/state';
import { ROUTES } from '@/lib/routes';

import styles from './Consent.module.css';

/** The panel's code is fetched only when a visitor opens it. */
const ConsentPanel = dynamic(() => import('./ConsentPanel'), { ssr: false });

function applyChoices(choices: ConsentChoices) {
  sendConsentUpdate(choices);
  announceChoices(choices);
}

const noSubscription = () => () => {};

/** The accept cookie as the browser holds it; the server (and hydration) sees none yet. */
function useAcceptCookie(): string | undefined | null {
  return useSyncExternalStore(noSubscription, readAcceptCookie, () => null);
}

/** Cookie banner and settings panel, rendered once in _app; nothing shows until mounted. */
export default function ConsentManager() {
  // Cookies exist only in the browser: the banner decision waits for hydration to finish.
  const acceptCookie = useAcceptCookie();
  const [decidedAccept, setDecidedAccept] = useState<string | undefined>();
  const bannerShown = acceptCookie !== null && isBannerShown(decidedAccept ?? acceptCookie);
  const [panelToggles, setPanelToggles] = useState<ConsentChoices | null>(null);

  const openPanel = useCallback(async () => {
    // The list of opt-in places comes with the panel, not with every page start.
    const { OPT_IN_TIME_ZONES } = await import('@/lib/consent/opt-in-zones');
    const flagged = isFlagged(
      {
        globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean })
          .globalPrivacyControl,
        doNotTrack: navigator.doNotTrack,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      OPT_IN_TIME_ZONES,
    );
    setPanelToggles(initialToggles(flagged, readSavedChoices()));
  }, []);

  useEffect(() => {
    const saved = readSavedChoices();
    if (saved) applyChoices(saved);
    window.addEventListener(OPEN_SETTINGS_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, openPanel);
  }, [openPanel]);

  const act = useCallback((action: ConsentAction) => {
    const decision = decide(action);
    saveDecision(decision);
    applyChoices(decision.choices);
    setPanelToggles(null);
    setDecidedAccept(decision.accept);
  }, []);

  if (panelToggles) {
    return <ConsentPanel initial={panelToggles} onDecide={act} />;
  }
  if (!bannerShown) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-banner-title" className={styles.title}>
            We use cookies
          </h2>
          <p>
            Some keep the site working; others help us measure and improve it. Read our{' '}
            <Link href={ROUTES.legal}>cookie policy</Link>.
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={() => act({ type: 'accept' })}>
            Accept
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => act({ type: 'reject' })}>
            Reject
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={openPanel}>
            Customize
          </button>
        </div>
      </div>
    </section>
  );
}
