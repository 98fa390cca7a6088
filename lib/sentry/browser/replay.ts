/** Session replay, fetched after the page has loaded (and its consent given) as a chunk of its own. */
import { addIntegration, getReplay, replayIntegration } from '@sentry/nextjs';

import { replayOptions } from '@/lib/sentry/options';

let added = false;

export function startReplay(): void {
  if (!added) {
    added = true;
    addIntegration(replayIntegration(replayOptions));
  } else getReplay()?.start();
}

/** Consent withdrawn: nothing more is recorded or sent. */
export function stopReplay(): void {
  if (added) void getReplay()?.stop();
}
