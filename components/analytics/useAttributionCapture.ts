import { useRouter } from 'next/router';
import { useEffect } from 'react';

import { browserStorage, saveAttribution } from '@/lib/contact/browser/attribution';

/** Called once from _app: saves the attribution of every page the visitor lands on. */
export function useAttributionCapture(): void {
  const { asPath } = useRouter();
  useEffect(() => {
    const storage = browserStorage();
    if (storage) saveAttribution(window.location.search, storage);
  }, [asPath]);
}
