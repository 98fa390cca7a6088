/** Browser error reporting (Next runs this file before the app hydrates). */
import * as Sentry from '@sentry/nextjs';
import { replaySampling, sentryEnabled, sentryOptions } from '@/lib/sentry-options';

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

// A build without a DSN folds this branch away, and the SDK with it.
if (sentryEnabled) {
  Sentry.init({ ...sentryOptions, ...replaySampling });
  afterLoad(() => void import('@/lib/sentry-replay').then(({ startReplay }) => startReplay()));
}
