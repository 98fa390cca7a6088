/** Session replay, fetched after the page has loaded as a chunk of its own. */
import { addIntegration, replayIntegration } from '@sentry/nextjs';

import { replayOptions } from '@/lib/sentry/options';

export function startReplay(): void {
  addIntegration(replayIntegration(replayOptions));
}
