/** Starts browser error reporting; imported on demand from instrumentation-client.ts. */
import { init } from '@sentry/nextjs';

import { readSavedChoices } from '@/lib/consent/browser/cookies';
import { onChoicesChanged } from '@/lib/consent/browser/events';
import type { ConsentChoices } from '@/lib/consent/categories';
import { replayAllowed, replaySampling, SENTRY_TUNNEL_ROUTE, sentryOptions } from '@/lib/sentry/options';

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

export function startSentry(): void {
  // Events go through our own origin (pages/monitoring.ts forwards them), so ad blockers keep them.
  init({ ...sentryOptions, ...replaySampling, tunnel: SENTRY_TUNNEL_ROUTE });
  // Replay records the visitor, so it follows their consent (lib/sentry/options.ts), and is
  // only useful later, so it joins once the page has loaded.
  let loaded = false;
  let wanted = replayAllowed(readSavedChoices());
  const follow = () =>
    void import('@/lib/sentry/browser/replay').then((replay) =>
      wanted ? replay.startReplay() : replay.stopReplay(),
    );
  onChoicesChanged((choices: ConsentChoices) => {
    const allowed = replayAllowed(choices);
    if (allowed === wanted) return;
    wanted = allowed;
    if (loaded) follow();
  });
  afterLoad(() => {
    loaded = true;
    if (wanted) follow();
  });
}
