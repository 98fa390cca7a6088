/** Starts browser error reporting; imported on demand from instrumentation-client.ts. */
import { init } from '@sentry/nextjs';
import { replaySampling, sentryOptions } from '@/lib/sentry-options';

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

export function startSentry(): void {
  init({ ...sentryOptions, ...replaySampling });
  // Replay records the page; it is only useful later, so it joins once the page has loaded.
  afterLoad(() => void import('@/lib/sentry-replay').then(({ startReplay }) => startReplay()));
}
