/** Starts browser error reporting; imported on demand from instrumentation-client.ts. */
import { init } from '@sentry/nextjs';

import { replaySampling, SENTRY_TUNNEL_ROUTE, sentryOptions } from '@/lib/sentry/options';

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

export function startSentry(): void {
  // Events go through our own origin (proxy.ts forwards them), so ad blockers keep them.
  init({ ...sentryOptions, ...replaySampling, tunnel: SENTRY_TUNNEL_ROUTE });
  // Replay records the page; it is only useful later, so it joins once the page has loaded.
  afterLoad(() => void import('@/lib/sentry/browser/replay').then(({ startReplay }) => startReplay()));
}
